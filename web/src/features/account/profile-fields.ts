import { BUFFER_STEP_MINUTES, MAX_BUFFER_MINUTES } from '#shared/api/availability.ts';
import { text } from '#shared/messages.ts';
import type { TextFieldProps } from '#web/components/text-field.tsx';

/**
 * One input of the Edit Profile form: the profile field it edits and how the input is dressed. With
 * `options` it is a select of those values (each with its label), else a text input.
 */
export type ProfileField<Name extends string> = { name: Name } & Pick<
  TextFieldProps,
  'label' | 'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize'
> & { options?: readonly { value: string; label: string }[]; hint?: string };

/** The inputs of the Edit Profile form, row by row (a row of two sits side by side from `sm` up). */
export type ProfileFieldRows<Name extends string> = readonly (readonly ProfileField<Name>[])[];

const mobile = { name: 'mobile', type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' } as const;

/** The customer's form (spec sections 2 and 5): First Name, Last Name, Mobile Number. */
export const userProfileFields: ProfileFieldRows<'fname' | 'lname' | 'mobile'> = [
  [
    { name: 'fname', label: text.fnameLabel, autoComplete: 'given-name' },
    { name: 'lname', label: text.lnameLabel, autoComplete: 'family-name' },
  ],
  [{ ...mobile, label: text.mobileNumberLabel }],
];

/** The turnaround buffer's choices (issue #19): 0, 30, …, 240 minutes. */
const bufferOptions = Array.from({ length: MAX_BUFFER_MINUTES / BUFFER_STEP_MINUTES + 1 }, (_, i) => {
  const minutes = i * BUFFER_STEP_MINUTES;
  return { value: String(minutes), label: text.bufferLabel(minutes) };
});

/**
 * The partner's form (spec sections 2 and 5): Firstname, Lastname, Mobile, City, GST no, and the
 * turnaround buffer of issue #19.
 */
export const partnerProfileFields: ProfileFieldRows<'fname' | 'lname' | 'mobile' | 'city' | 'gstNo' | 'bufferMinutes'> =
  [
    [
      { name: 'fname', label: text.firstnameLabel, autoComplete: 'given-name' },
      { name: 'lname', label: text.lastnameLabel, autoComplete: 'family-name' },
    ],
    [{ ...mobile, label: text.mobileLabel }],
    [
      { name: 'city', label: text.cityLabel, autoComplete: 'address-level2' },
      { name: 'gstNo', label: text.gstNoLabel, autoComplete: 'off', autoCapitalize: 'characters' },
    ],
    [{ name: 'bufferMinutes', label: text.turnaroundBuffer, hint: text.turnaroundBufferHint, options: bufferOptions }],
  ];
