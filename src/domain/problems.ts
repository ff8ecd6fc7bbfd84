// The one shape of a broken rule: which field, and what to do about it in a user's words.

export interface Problem<Field extends string = string> {
  field: Field;
  message: string;
}
