import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { applyServerError } from './apply-server-error';
import { contractResolver } from './contract-resolver';

export type SchemaFormOptions<Input extends FieldValues> = {
  defaultValues: DefaultValues<Input>;
  /** The fields a server's field error may land on (the rest goes to the form's message). */
  fields: readonly Path<Input>[];
};

/**
 * The one way a form is checked (spec §5, §8): react-hook-form over the contract's own zod schema,
 * so the form refuses exactly what the server would, in the catalogue's words, each field once it
 * was touched; a refused save puts the server's field errors on the same fields and the rest in
 * `formError`. `submitWith(save)` is the form's submit handler; `fail` takes a failed save's error.
 * `check` is the contract's schema when the fields are the request's, else `bodyResolver(schema,
 * …)` of a form whose fields make the request otherwise.
 */
export function useSchemaForm<Input extends FieldValues, Output = Input>(
  check: z.ZodType<Output, Input> | Resolver<Input, unknown, Output>,
  options: SchemaFormOptions<Input>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: typeof check === 'function' ? check : contractResolver(check),
    mode: 'onTouched',
    defaultValues: options.defaultValues,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const fail = (error: unknown) =>
    setFormError(applyServerError(error, form.setError, options.fields));
  const submitWith = (save: (values: Output) => void) =>
    form.handleSubmit((values) => {
      setFormError(null);
      save(values);
    });
  return { form, formError, setFormError, fail, submitWith };
}
