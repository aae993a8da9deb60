import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { fieldError } from '../lib/formErrors';
import { TextField, type TextFieldProps } from './TextField';

type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<T>;
  /** The form's field (also the native input's name). */
  name: Path<T>;
};

/** A TextField bound to a react-hook-form field: its value, changes, blur and localised error. */
export function FormTextField<T extends FieldValues>({ control, name, ...props }: FormTextFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldError(fieldState.error)}
        />
      )}
    />
  );
}
