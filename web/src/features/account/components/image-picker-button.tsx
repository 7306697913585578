import { buttonClass } from '#web/components/button.tsx';
import { IMAGE_ACCEPT } from '../image-file.ts';

export interface ImagePickerButtonProps {
  /** The visible text ('Choose image', 'Change photo'). */
  children: string;
  /** The input's accessible name, when the visible text alone is ambiguous ('Licence front side'). */
  inputLabel?: string;
  onPick: (file: File | undefined) => void;
  disabled?: boolean;
}

/**
 * A file input for one png/jpeg/gif image, dressed as an outline button. The native input stays in
 * the tab order (visually hidden); the button shows its focus ring. The input is emptied after each
 * choice, so picking the same file again still reports it.
 */
export function ImagePickerButton({ children, inputLabel, onPick, disabled = false }: ImagePickerButtonProps) {
  return (
    <label
      className={`${buttonClass('outline')} cursor-pointer has-focus-visible:outline-[3px] has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-strong has-disabled:cursor-not-allowed has-disabled:opacity-60`}
    >
      <input
        type="file"
        accept={IMAGE_ACCEPT}
        aria-label={inputLabel}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          onPick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path
          d="M4 16.5V19a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-2.5M12 4v12M7 9l5-5 5 5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {children}
    </label>
  );
}
