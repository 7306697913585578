import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { siteText as text } from '#shared/messages/site.ts';
import { Logo } from '#web/components/logo.tsx';
import { SocialIcons } from './social-icons.tsx';

const quickLinks = [
  { to: '/tariff', label: text.navTariff },
  { to: '/offers', label: text.navOffers },
  { to: '/join-us', label: text.navJoinUs },
  { to: '/viewBikes', label: text.navBikes },
] as const;

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-bold tracking-wider text-brand uppercase">{title}</h2>
      <ul className="flex flex-col gap-2 text-sm text-stone-300">{children}</ul>
    </div>
  );
}

/**
 * The customer site's footer (spec section 2). Company and policy entries have no pages yet, so they
 * are plain text rather than links that go nowhere.
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-ink text-stone-300">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-6">
        <div className="col-span-2 flex flex-col gap-4">
          <Logo />
          <p className="max-w-sm text-sm leading-relaxed">{text.footerDescription}</p>
          <SocialIcons />
        </div>
        <FooterColumn title={text.footerCompany}>
          <li>{text.aboutUs}</li>
          <li>{text.blog}</li>
          <li>{text.contactUs}</li>
        </FooterColumn>
        <FooterColumn title={text.footerQuickLinks}>
          {quickLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="rounded hover:text-white hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={text.footerPolicies}>
          <li>{text.privacyPolicy}</li>
          <li>{text.termsConditions}</li>
        </FooterColumn>
        <FooterColumn title={text.footerContact}>
          <li>
            <a href={`mailto:${text.supportEmail}`} className="rounded break-all hover:text-white hover:underline">
              {text.supportEmail}
            </a>
          </li>
          {text.supportPhones.map((phone) => (
            <li key={phone}>
              <a href={`tel:${phone.replaceAll(' ', '')}`} className="rounded hover:text-white hover:underline">
                {phone}
              </a>
            </li>
          ))}
        </FooterColumn>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-6xl px-4 py-5 text-center text-xs text-stone-400 sm:px-6">{text.copyright(year)}</p>
      </div>
    </footer>
  );
}
