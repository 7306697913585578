import { describe, expect, it } from 'vitest';
import { OTP_TTL_MINUTES } from '#shared/domain/limits.ts';
import { PRODUCT_NAME } from '#shared/messages.ts';
import {
  balancePaidMail,
  codeGuessingAlertMail,
  damageDisputedMail,
  disputeResolvedMail,
  payoutPaidMail,
  bookingConfirmationMail,
  escapeHtml,
  mailDate,
  mailTime,
  partnerAcceptedMail,
  partnerNewBookingMail,
  partnerRideCancelledMail,
  passwordResetOtpMail,
  pickupReminderMail,
  refundProcessedMail,
  registrationOtpMail,
  returnReminderMail,
  rideCancelledMail,
  settlementMail,
  type MailContent,
} from './templates.ts';
import { licenceRejectedMail } from '#server/features/licences/licence-rejected-mail.ts';
import { partnerRejectedMail } from '#server/features/admin/partner-rejected-mail.ts';

describe('mail templates', () => {
  it('registration OTP names the product, the code and its validity', () => {
    const mail = registrationOtpMail({ code: '0427' });
    expect(mail.subject).toContain(PRODUCT_NAME);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('0427');
      expect(body).toContain(`${OTP_TTL_MINUTES} minutes`);
    }
  });

  it('password reset OTP says which kind of account', () => {
    expect(passwordResetOtpMail({ code: '1234', role: 'partner' }).text).toContain('partner account');
    expect(passwordResetOtpMail({ code: '1234', role: 'user' }).text).not.toContain('partner');
    expect(passwordResetOtpMail({ code: '1234', role: 'user' }).subject).toContain('password reset');
  });

  it('partner acceptance tells the partner they may log in, escaping the name in HTML', () => {
    const mail = partnerAcceptedMail({ fname: '<script>alert("x")</script>', language: 'en' });
    expect(mail.text).toContain('You may now log in');
    expect(mail.text).toContain('<script>'); // plain text is not HTML
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('booking confirmation lists order, bike, times and the grand total in rupees', () => {
    const mail = bookingConfirmationMail({
      fname: 'Asha',
      orderId: 'order_ABC123',
      bike: 'Royal Enfield Classic & Co',
      pickUpDate: '2026-03-01',
      pickUpTime: '09:00 AM',
      pickUpPoint: 'MG Road',
      dropDate: '2026-03-03',
      dropTime: '06:00 PM',
      dropPoint: 'Indiranagar',
      grandTotal: 123456,
      language: 'en',
    });
    expect(mail.subject).toContain('order_ABC123');
    expect(mail.text).toContain('₹1,23,456');
    expect(mail.text).toContain('2026-03-01 09:00 AM, MG Road');
    expect(mail.text).toContain('2026-03-03 06:00 PM, Indiranagar');
    expect(mail.html).toContain('Royal Enfield Classic &amp; Co');
    expect(mail.html).toContain('₹1,23,456');
  });

  it('escapeHtml escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
  it('ride reminders name the bike, the India-time date and time and the point, escaping HTML', () => {
    const input = {
      fname: 'Kavya',
      orderId: 'b7c1',
      bike: 'Royal Enfield <Classic> 350',
      date: '2030-01-10',
      time: '10:00 AM',
      point: 'MG Road & Church St',
      language: 'en' as const,
    };
    const pickup = pickupReminderMail(input);
    expect(pickup.subject).toBe(`${PRODUCT_NAME}: pick up your Royal Enfield <Classic> 350 on 2030-01-10 at 10:00 AM`);
    expect(pickup.text).toContain('Pick up: 2030-01-10 10:00 AM');
    expect(pickup.text).toContain('Pick up point: MG Road & Church St');
    expect(pickup.html).toContain('MG Road &amp; Church St');
    expect(pickup.html).not.toContain('<Classic>');
    const drop = returnReminderMail(input);
    expect(drop.subject).toBe(`${PRODUCT_NAME}: return your Royal Enfield <Classic> 350 by 10:00 AM`);
    expect(drop.text).toContain('Drop: 2030-01-10 10:00 AM');
    expect(drop.text).toContain('Drop point: MG Road & Church St');
    expect(drop.text).toContain('more than 30 minutes after the drop time');
  });
});

describe('notices of money moves (issue #30)', () => {
  it('a payout, a balance received and a disputed charge: amounts grouped the Indian way, text and HTML alike', () => {
    const payout = payoutPaidMail({
      fname: 'Ravi',
      week: '2026-11-16',
      net: 123456,
      reference: 'UTR<1>',
      language: 'en',
    });
    expect(payout.text).toContain('₹1,23,456');
    expect(payout.html).toContain('<strong>Bank transfer reference (UTR): UTR&lt;1&gt;</strong>');
    const balance = balancePaidMail({
      fname: 'Asha',
      orderId: 'b-1',
      amount: 2360,
      paymentId: 'pay_9',
      language: 'en',
    });
    expect(balance.subject).toContain('₹2,360');
    expect(balance.text).toContain('Payment reference: pay_9');
    const dispute = damageDisputedMail({
      partnerFname: 'Vikram',
      orderId: 'b-2',
      bike: 'Royal Enfield Classic 350',
      plate: 'KA01AB1234',
      damage: 6000,
      message: 'The scratch was there <before>',
      language: 'en',
    });
    expect(dispute.text).toContain('₹6,000 on ride b-2 (Royal Enfield Classic 350, KA01AB1234)');
    expect(dispute.html).toContain('<em>Their words: “The scratch was there &lt;before&gt;”</em>');
  });
});

describe('in Hindi (issue #33)', () => {
  const pickUp = new Date('2026-03-01T03:30:00.000Z'); // 09:00 AM in India
  const hi = 'hi' as const;
  const date = mailDate(pickUp, hi);
  const time = mailTime(pickUp, hi);
  const ride = {
    orderId: 'order_ABC123',
    bike: 'Royal Enfield Classic 350',
    pickUpDate: date,
    pickUpTime: time,
    pickUpPoint: 'MG Road',
    dropDate: mailDate(new Date('2026-03-03T12:30:00.000Z'), hi),
    dropTime: mailTime(new Date('2026-03-03T12:30:00.000Z'), hi),
    dropPoint: 'Indiranagar',
    grandTotal: 123456,
    language: hi,
  };
  const reminder = { fname: 'आशा', orderId: 'b7c1', bike: 'Classic 350', date, time, point: 'MG Road', language: hi };
  const devanagari = /[\u0900-\u097F]/;

  it('dates and times in the Hindi locale, India time; English keeps the spec formats', () => {
    expect(date).toBe('1 मार्च 2026');
    expect(time).toBe('9:00 am');
    expect(mailDate(pickUp, 'en')).toBe('2026-03-01');
    expect(mailTime(pickUp, 'en')).toBe('09:00 AM');
    // 11 PM in UTC is the next day in India
    expect(mailDate(new Date('2026-03-01T20:00:00.000Z'), hi)).toBe('2 मार्च 2026');
  });

  const mails: [string, MailContent, string[]][] = [
    ['registration OTP', registrationOtpMail({ code: '0427', language: hi }), ['0427', 'मिनट']],
    ['password reset OTP', passwordResetOtpMail({ code: '1234', role: 'partner', language: hi }), ['पार्टनर अकाउंट']],
    ['code guessing alert', codeGuessingAlertMail({ role: 'user', language: hi }), ['घंटे']],
    ['partner accepted', partnerAcceptedMail({ fname: 'रवि', language: hi }), ['नमस्ते रवि,']],
    ['partner rejected', partnerRejectedMail({ fname: 'रवि', language: hi }), ['नमस्ते रवि,']],
    ['licence rejected', licenceRejectedMail({ fname: 'आशा', reason: 'धुंधली फ़ोटो', language: hi }), ['धुंधली फ़ोटो']],
    [
      'booking confirmation',
      bookingConfirmationMail({
        ...ride,
        fname: 'आशा',
        invoice: { helmet: 1, rentLine: 'x', rent: 1000, discount: 0, cgst: 90, sgst: 90 },
      }),
      ['पिक-अप: 1 मार्च 2026 9:00 am, MG Road', 'कुल राशि: ₹1,23,456', 'ड्रॉप: 3 मार्च 2026 6:00 pm, Indiranagar'],
    ],
    [
      'partner new booking',
      partnerNewBookingMail({
        ...ride,
        partnerFname: 'रवि',
        plateNumber: 'KA01',
        customer: 'Asha Rao',
        customerMobile: null,
        helmet: 2,
      }),
      ['1 मार्च 2026 9:00 am', 'ग्राहक: Asha Rao'],
    ],
    [
      'ride cancelled',
      rideCancelledMail({
        ...ride,
        fname: 'आशा',
        cancelledBy: 'partner',
        amountPaid: 1000,
        refund: 1000,
        refundTiming: 'जल्द।',
      }),
      ['पिक-अप 1 मार्च 2026 9:00 am', '₹1,000'],
    ],
    [
      'partner ride cancelled',
      partnerRideCancelledMail({
        ...ride,
        partnerFname: 'रवि',
        plateNumber: 'KA01',
        customer: 'Asha',
        cancelledBy: 'customer',
      }),
      ['1 मार्च 2026 9:00 am', 'ग्राहक ने इसे रद्द किया।'],
    ],
    [
      'deposit refund',
      refundProcessedMail({
        fname: 'आशा',
        orderId: 'o1',
        amount: 500,
        providerRefundId: 'rfnd_1',
        refundTiming: 'जल्द।',
        kind: 'deposit',
        language: hi,
      }),
      ['डिपॉज़िट', 'rfnd_1'],
    ],
    [
      'settlement',
      settlementMail({
        fname: 'आशा',
        orderId: 'o1',
        bike: 'Classic 350',
        returned: `${date} ${time}`,
        lines: [['कुल शुल्क', '₹0']],
        outcome: 'कुछ नहीं।',
        language: hi,
      }),
      ['वापसी: 1 मार्च 2026 9:00 am'],
    ],
    ['pick-up reminder', pickupReminderMail(reminder), ['पिक-अप पॉइंट: MG Road', '1 मार्च 2026']],
    ['return reminder', returnReminderMail(reminder), ['ड्रॉप पॉइंट: MG Road', '30 मिनट']],
    [
      'payout',
      payoutPaidMail({ fname: 'रवि', week: '2026-11-16', net: 123456, reference: 'UTR1', language: hi }),
      ['16 नवंबर 2026', '₹1,23,456'],
    ],
    [
      'balance paid',
      balancePaidMail({ fname: 'आशा', orderId: 'b-1', amount: 2360, paymentId: 'pay_9', language: hi }),
      ['₹2,360'],
    ],
    [
      'dispute resolved',
      disputeResolvedMail({
        fname: 'आशा',
        orderId: 'b-2',
        bike: 'Classic 350',
        damage: 0,
        decision: 'माफ़',
        language: hi,
      }),
      ['<em>माफ़</em>'],
    ],
    [
      'damage disputed',
      damageDisputedMail({
        partnerFname: 'रवि',
        orderId: 'b-2',
        bike: 'Classic 350',
        plate: 'KA01',
        damage: 6000,
        message: 'पहले से था',
        language: hi,
      }),
      ['₹6,000', '“पहले से था”'],
    ],
  ];

  it.each(mails)('%s: <html lang="hi">, a Hindi subject and body', (_name, mail, expected) => {
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.subject).toMatch(devanagari);
    expect(mail.text).toMatch(devanagari);
    expect(mail.text).not.toMatch(/Hello|This mail/);
    for (const part of expected) expect(`${mail.text}\n${mail.html}`).toContain(part);
  });
});
