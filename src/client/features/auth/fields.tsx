import { FormField, type FormFieldProps } from '../../components/FormField';

/** The account's email, the same on the log-in, register and forgot-password pages. */
export function EmailField(props: Omit<FormFieldProps, 'label' | 'type' | 'name' | 'autoComplete' | 'required'>) {
  return <FormField label="Email" type="email" name="email" autoComplete="email" required {...props} />;
}

/** A required password input. */
export function PasswordField(props: Omit<FormFieldProps, 'type' | 'required'>) {
  return <FormField type="password" required {...props} />;
}

/** The help under a new password. */
export const PASSWORD_HINT = 'At least 8 characters, not all digits, and not a common password.';

/** Choosing a password (register, reset): the new password with the rules it must meet. */
export function NewPasswordField(props: Omit<FormFieldProps, 'type' | 'required' | 'autoComplete' | 'hint'>) {
  return <PasswordField autoComplete="new-password" hint={PASSWORD_HINT} {...props} />;
}
