import { text } from '#shared/messages.ts';
import type { TextFieldProps } from '#web/components/text-field.tsx';

/** One input of the Edit Profile form: the profile field it edits and how the input is dressed. */
export type ProfileField<Name extends string> = { name: Name } & Pick<
  TextFieldProps,
  'label' | 'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize'
>;

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

/** The partner's form (spec sections 2 and 5): Firstname, Lastname, Mobile, City, GST no. */
export const partnerProfileFields: ProfileFieldRows<'fname' | 'lname' | 'mobile' | 'city' | 'gstNo'> = [
  [
    { name: 'fname', label: text.firstnameLabel, autoComplete: 'given-name' },
    { name: 'lname', label: text.lastnameLabel, autoComplete: 'family-name' },
  ],
  [{ ...mobile, label: text.mobileLabel }],
  [
    { name: 'city', label: text.cityLabel, autoComplete: 'address-level2' },
    { name: 'gstNo', label: text.gstNoLabel, autoComplete: 'off', autoCapitalize: 'characters' },
  ],
];
