import { describe, expect, it } from 'vitest';
import { OTP_TTL_MINUTES } from '#shared/domain/limits.ts';
import { PRODUCT_NAME } from '#shared/messages.ts';
import {
  balancePaidMail,
  damageDisputedMail,
  payoutPaidMail,
  bookingConfirmationMail,
  escapeHtml,
  partnerAcceptedMail,
  passwordResetOtpMail,
  pickupReminderMail,
  registrationOtpMail,
  returnReminderMail,
} from './templates.ts';

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
    const payout = payoutPaidMail({ fname: 'Ravi', week: '2026-11-16', net: 123456, reference: 'UTR<1>', language: 'en' });
    expect(payout.text).toContain('₹1,23,456');
    expect(payout.html).toContain('<strong>Bank transfer reference (UTR): UTR&lt;1&gt;</strong>');
    const balance = balancePaidMail({ fname: 'Asha', orderId: 'b-1', amount: 2360, paymentId: 'pay_9', language: 'en' });
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
