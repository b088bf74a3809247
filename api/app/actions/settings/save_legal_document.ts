import { type LegalDocumentKind } from '#models/organization_root_detail'
import { settingsOf } from '#actions/settings/shared'

/** Sets or clears one legal/policy PDF. */
export async function saveLegalDocument(accountId: number, kind: LegalDocumentKind, url: string | null) {
  const { details } = await settingsOf(accountId)
  const documents = { ...details.legalDocuments }
  if (url) documents[kind] = url
  else delete documents[kind]
  details.legalDocuments = documents
  await details.save()
}
