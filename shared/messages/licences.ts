/**
 * The texts of the driving licence (issue #32, decision D77): the profile's licence form, the admin's
 * Licences queue, the checkout's rules. ../messages.ts spreads them into `msg` and `text`.
 */
export const licencesMsg = {
  licenceNumberRequired: 'Enter your licence number',
  licenceNumberInvalid: 'Enter the licence number as printed, e.g. MH12 20110012345',
  licenceDobInvalid: 'Enter your date of birth',
  licenceClassesRequired: 'Choose at least one class',
  licenceValidUntilInvalid: 'Enter the date the licence is valid until',
  licenceSaved: 'Licence saved',
  licenceApproved: 'Licence approved',
  licenceRejected: 'Licence rejected',
  licenceReasonRequired: 'Give the customer a reason',
  licenceDecisionInvalid: 'Choose approve or reject',
  licenceNotFound: 'No licence saved yet',
  transmissionInvalid: 'Choose gearless or geared',
  // bookbike's refusals (409), the texts verbatim
  licenceClassRefused: 'Your licence does not cover geared motorcycles',
  licenceExpiryRefused: 'Your licence expires before the drop date',
  licenceAgeRefused: (minimum: number) => `You must be ${minimum} or older on the pick-up date`,
  licenceRejectedRefused: (reason: string) => `Your licence was rejected: ${reason}`,
  // the mail to a customer whose licence was rejected
  licenceRejectedMailSubject: 'Your driving licence was not approved',
  licenceRejectedMailBody: (name: string, reason: string) =>
    `Hello ${name},\n\nWe could not approve the driving licence on your Rev-On Rentals profile: ${reason}\n\n` +
    'Please correct it on your profile; it will be checked again.\n',
} as const;

export const licencesText = {
  licenceTitle: 'Driving licence',
  licenceNumberLabel: 'Licence number',
  licenceDobLabel: 'Date of birth',
  licenceClassesLabel: 'Classes',
  licenceClassMcwog: 'MCWOG: without gear (scooters)',
  licenceClassMcwg: 'MCWG: with gear (motorcycles)',
  licenceValidUntilLabel: 'Valid until',
  licenceSave: 'Save licence',
  licenceStatusLabel: 'Status',
  licenceStatus: { pending: 'Pending review', approved: 'Approved', rejected: 'Rejected' } as const,
  licenceReasonLabel: 'Reason',
  licenceNoneYet: 'No licence on file yet.',
  /** checkout: a pending licence or none */
  licenceCheckoutPending: 'Your driving licence must be approved before pick-up.',
  licenceCheckoutAdd: 'Add your driving licence on your profile: it must be approved before pick-up.',
  /** the admin's queue */
  adminLicencesTitle: 'Licences',
  adminLicencesEmpty: 'No licences waiting for review',
  adminLicencesEmptyHint: 'A licence the provider could not confirm appears here.',
  adminLicencesLoadFailed: 'The licences could not be loaded',
  adminLicenceProvider: 'Provider',
  adminLicenceProviderNone: 'No answer from the provider',
  adminLicenceProviderNotFound: 'Not found at the provider',
  adminLicenceProof: 'Licence photo',
  adminLicenceNoProof: 'No photo uploaded',
  adminLicenceApprove: 'Approve',
  adminLicenceReject: 'Reject',
  adminLicenceRejectReason: 'Reason for the customer',
  /** partner: the bike's transmission and a booking's licence */
  transmissionLabel: 'Transmission',
  transmission: { gearless: 'Gearless', geared: 'Geared' } as const,
  licenceStatusColumn: 'Licence',
  licenceStatusNone: 'None yet',
} as const;
