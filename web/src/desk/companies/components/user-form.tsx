import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { TextField, verbatimInput } from '../../../ui/text-field.tsx';
import { RecordForm, type RecordFormProps } from '../../shared/register/record-form.tsx';
import { userFields, userProblems, type UserDraft } from '../company-form.ts';

/**
 * A new user of a company (docs/reference/screens.md#desk-companies): username, e-mail and phone; no password, which
 * the user sets themselves from the mailed link.
 */
export function UserForm(props: RecordFormProps<UserDraft>) {
  const { idPrefix } = props;
  const { t } = useTranslation();
  const controls = {
    username: { id: `${idPrefix}-username`, label: t('desk.companies.username') },
    email: { id: `${idPrefix}-email`, label: t('desk.companies.email') },
    phone: { id: `${idPrefix}-phone`, label: t('desk.companies.phone') },
  };
  return (
    <RecordForm {...props} fields={userFields} controls={controls} problemsOf={userProblems}>
      {({ draft, change, message }) => (
        <>
          <p>{t('desk.companies.userIntro')}</p>
          {userFields.map((name) => (
            <TextField
              key={name}
              id={controls[name].id}
              label={controls[name].label}
              message={message(name)}
              required
              value={draft[name]}
              onChange={(value) => change(name, value)}
              type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
              autoComplete="off"
              autoFocus={name === 'username'}
              {...verbatimInput}
            />
          ))}
        </>
      )}
    </RecordForm>
  );
}
