/**
 * The texts of partner availability (issue #19): blocks, the turnaround buffer, the calendar, iCal.
 * ../messages.ts spreads them into `msg` and `text`; add new ones here, not there.
 */
export const availabilityMsg = {
  bikeBookedThen: 'This bike is booked during that time',
  blockReasonInvalid: 'Choose service, offline or other',
  blockEndsBeforeStart: 'A block must end after it starts',
  blockTooLong: 'A block can last at most a year',
  blockNotFound: 'Block not found',
  monthInvalid: 'Month must be YYYY-MM',
  bufferInvalid: 'Buffer must be 0 to 240 minutes in steps of 30',
  calendarTokenInvalid: 'This calendar address is no longer valid',
  bikeAlreadyBlocked: 'This bike is already blocked during part of that time',
  bikeBlocked: 'Bike blocked',
  bikeUnblocked: 'Block removed',
  calendarRideSummary: 'Ride',
  calendarBlockSummary: 'Blocked',
  calendarTokenRenewed: 'New calendar address created; the old one no longer works',
} as const;

export const availabilityText = {
  blockReasons: { service: 'Service', offline: 'Offline rental', other: 'Other' },
} as const;
