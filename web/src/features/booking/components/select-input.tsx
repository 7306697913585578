import { useId, type SelectHTMLAttributes } from 'react';

export interface SelectInputProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** value → shown text; the placeholder (value '') comes first when given. */
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  /** The field's validation message, shown under the select and linked to it. */
  error?: string | undefined;
}

/** A labelled select of the booking pages, styled like TextField. */
export function SelectInput({ label, options, placeholder, error, id, className = '', ...rest }: SelectInputProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      <label htmlFor={selectId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-ink ${
          error ? 'border-danger' : 'border-stone-300'
        }`}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** Options whose value is their text. */
export function plainOptions(values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: value }));
}
