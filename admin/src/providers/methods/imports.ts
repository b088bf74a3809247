import type {
  CatalogueImport,
  DataType,
  ImportCheck,
  ImportsPage,
  Strategy,
  TemplateColumn,
} from '../../imports/types'
import { download, getJson, segment, sendForm } from '../request'

const importsPath = (accountId: string | number) => `/accounts/${segment(accountId)}/imports`

const formOf = (file: File, dataType: DataType, strategy: Strategy) => {
  const body = new FormData()
  body.append('dataType', dataType)
  body.append('strategy', strategy)
  body.append('file', file)
  return body
}

/** The catalogue imports: the account's list, the wizard's check and start, the templates. */
export const importMethods = {
  listImports: (accountId: string | number, page: number) =>
    getJson<ImportsPage>(`${importsPath(accountId)}?page=${page}`),

  getImport: (accountId: string | number, id: number) =>
    getJson<CatalogueImport>(`${importsPath(accountId)}/${id}`),

  /** The load step: what the import would do, nothing written. */
  checkImport: (accountId: string, file: File, dataType: DataType, strategy: Strategy) =>
    sendForm<ImportCheck>(`${importsPath(accountId)}/check`, formOf(file, dataType, strategy)),

  startImport: (accountId: string, file: File, dataType: DataType, strategy: Strategy) =>
    sendForm<CatalogueImport>(importsPath(accountId), formOf(file, dataType, strategy)),

  /** What each column of the template holds, in the admin's language. */
  templateColumns: async (dataType: DataType) =>
    (await getJson<{ results: TemplateColumn[] }>(`/imports/templates/${dataType}/columns`)).results,

  /** The template of a data type: its readable header and a sample line, in the admin's language. */
  downloadImportTemplate: (dataType: DataType) =>
    download(`/imports/templates/${dataType}`, `${dataType}-import-template.csv`),
}
