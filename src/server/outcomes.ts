import type { Problem } from '../domain/problems';

// What a rule answers when it will not do what was asked. Services throw these; they know no
// HTTP. The routes' error handling (http/errors.ts) is the one place that turns each kind into a
// status code; the command line prints the detail.

export type FieldErrors = Record<string, string[]>;

/** Why a call was refused, in the rules' words (http/errors.ts maps each to its status). */
export type RefusalKind =
  | 'invalid' // the input breaks a rule; `errors` names the fields
  | 'unauthenticated' // no valid credentials
  | 'forbidden' // the caller may not do this
  | 'not_found' // no such thing
  | 'conflict' // it clashes with what is stored
  | 'too_many' // too many attempts; try again after `retryAfterSeconds`
  | 'unsupported' // the request's body is of a kind the server does not read
  | 'unavailable'; // the server cannot do it now; trying again may work

/** A refusal: its kind, a human `detail` and, for bad input, field errors. */
export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly detail: string,
    readonly errors?: FieldErrors,
    readonly retryAfterSeconds?: number,
  ) {
    super(detail);
  }
}

/** Problems (the domain's shape) gathered by field. */
export function fieldErrorsOf(problems: readonly Problem[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const p of problems) (errors[p.field] ??= []).push(p.message);
  return errors;
}

/** The one way to refuse bad input: `errors` by field. `detail` is the first problem's message
 *  unless given (the schema's own messages are generic, so it names the field there). */
export function invalidInput(problems: FieldErrors | readonly Problem[], detail?: string): Refusal {
  const errors = Array.isArray(problems) ? fieldErrorsOf(problems) : (problems as FieldErrors);
  const first = Object.values(errors)[0]?.[0] ?? 'Invalid input.';
  return new Refusal('invalid', detail ?? first, errors);
}

/** One field's problem (the league rules use it): the same as `invalidInput({ [field]: [message] })`. */
export const fieldError = (field: string, message: string) => invalidInput({ [field]: [message] });

/** Bad input that no one field carries (a body nested too deeply). */
export const badRequest = (detail: string) => new Refusal('invalid', detail);
export const notFound = (detail = 'Not found.') => new Refusal('not_found', detail);
export const conflict = (detail: string, errors?: FieldErrors) => new Refusal('conflict', detail, errors);
export const forbidden = (detail: string) => new Refusal('forbidden', detail);
export const unauthenticated = (detail: string) => new Refusal('unauthenticated', detail);
export const unavailable = (detail: string) => new Refusal('unavailable', detail);
export const unsupported = (detail: string) => new Refusal('unsupported', detail);
export const tooMany = (detail: string, retryAfterSeconds: number) => new Refusal('too_many', detail, undefined, retryAfterSeconds);
