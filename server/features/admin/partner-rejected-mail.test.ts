import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '#shared/messages.ts';
import { partnerRejectedMail } from './partner-rejected-mail.ts';

describe('partnerRejectedMail', () => {
  it('greets the person, says the request was not accepted and that they may apply again', () => {
    const mail = partnerRejectedMail({ fname: 'Kiran', language: 'en' });
    expect(mail.subject).toBe(`Your ${PRODUCT_NAME} partner request`);
    expect(mail.text).toMatch(/^Hello Kiran,/);
    expect(mail.text).toContain('not accepted');
    expect(mail.text).toContain('new request');
    expect(mail.html).toContain('Hello Kiran,');
  });

  it('escapes the name in the HTML part', () => {
    const mail = partnerRejectedMail({ fname: '<img src=x onerror=alert(1)>', language: 'en' });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('speaks Hindi to a Hindi partner (issue #33)', () => {
    const mail = partnerRejectedMail({ fname: 'किरण', language: 'hi' });
    expect(mail.subject).toBe(`आपका ${PRODUCT_NAME} पार्टनर अनुरोध`);
    expect(mail.text).toMatch(/^नमस्ते किरण,/);
    expect(mail.html).toContain('<html lang="hi">');
  });
});
