import { useState } from 'react';
import { FormField, type FormFieldProps } from '../../components/FormField';

/** The account's email, the same on the log-in, register and forgot-password pages. */
export function EmailField(props: Omit<FormFieldProps, 'label' | 'type' | 'name' | 'autoComplete' | 'required'>) {
  return <FormField label="Email" type="email" name="email" autoComplete="email" required {...props} />;
}

/** A required password input, with a button that shows or hides what was typed. */
export function PasswordField(props: Omit<FormFieldProps, 'type' | 'required' | 'addon'>) {
  const [shown, setShown] = useState(false);
  const toggle = (
    <button type="button" className="field__toggle" aria-controls={props.id} onClick={() => setShown((s) => !s)}>
      {shown ? 'Hide' : 'Show'}
      <span className="visually-hidden"> password</span>
    </button>
  );
  return <FormField type={shown ? 'text' : 'password'} required addon={toggle} {...props} />;
}

/** The help under a new password. */
export const PASSWORD_HINT = 'At least 8 characters, not all digits, and not a common password.';

/** Choosing a password (register, reset): the new password with the rules it must meet. */
export function NewPasswordField(props: Omit<FormFieldProps, 'type' | 'required' | 'autoComplete' | 'hint'>) {
  return <PasswordField autoComplete="new-password" hint={PASSWORD_HINT} {...props} />;
}
