import { Create, DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin'
import { useParams } from 'react-router-dom'
import { QuestionInputs } from './QuestionInputs'

const blankAnswer = { name: { fr: '' }, gradeCap: 'A', priceImpact: 0 }

/** `/diagnostic/category/:categoryId/question/add` */
export const QuestionCreatePage = () => {
  const translate = useTranslate()
  const { categoryId = '' } = useParams()
  return (
    <Create
      resource="diagnostic-questions"
      title={translate('resources.diagnostic.form.create')}
      record={{ categoryId: Number(categoryId), answers: [blankAnswer, blankAnswer] }}
      redirect={() => `/diagnostic/category/${categoryId}`}
      mutationMode="pessimistic"
    >
      <SimpleForm>
        <QuestionInputs />
      </SimpleForm>
    </Create>
  )
}

const EditToolbar = ({ back }: { back: string }) => (
  <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" redirect={back} />
  </Toolbar>
)

/** `/diagnostic/category/:categoryId/question/:questionId` */
export const QuestionEditPage = () => {
  const translate = useTranslate()
  const { categoryId = '', questionId = '' } = useParams()
  return (
    <Edit
      resource="diagnostic-questions"
      id={questionId}
      title={translate('resources.diagnostic.form.edit')}
      redirect={() => `/diagnostic/category/${categoryId}`}
      mutationMode="pessimistic"
    >
      <SimpleForm toolbar={<EditToolbar back={`/diagnostic/category/${categoryId}`} />}>
        <QuestionInputs />
      </SimpleForm>
    </Edit>
  )
}
