/**
 * The part of the catalogue (../messages.ts) that the first load of the customer site needs: the
 * header, footer and home page, the bike lists' states, the loading and error screens and the API
 * client's failures. ../messages.ts spreads these into `msg` and `text`, so everyone else keeps
 * importing the whole catalogue from there; the modules on the home page's path import them from here,
 * so the rest of the catalogue is not part of the home page's first download (scripts/bundle-budget.test.ts).
 */
export const PRODUCT_NAME = 'Rev-On Rentals';

export const siteMsg = {
  // Toasts (spec section 8)
  couldntFetchBikes: "Couldn't fetch bikes",
  somethingWrong: 'Something went wrong',

  // Server answers not quoted by the spec (ours; decision D8)
  accountBlocked: 'Your account has been blocked. Please contact support.',
  internalError: 'Internal Server Error.',

  // Client-side failures of the web app's API client (ours)
  requestTimedOut: 'The request took too long, please try again',
  networkError: 'Could not reach the server, please check your connection',
} as const;

export const siteText = {
  // Page texts (spec section 2), verbatim
  heroTitle: 'Plan Your Next Ride Now',
  bookNow: 'BOOK NOW',
  ourFleet: 'OUR FLEET',
  whyChooseUs: 'Why Choose Us',
  howItWorks: 'How It Works',
  amountPerHour: (amount: number | string) => `Amount ${amount} Per Hour`,
  engineCc: (cc: number | string) => `Engine ${cc} CC`,
  login: 'Login',

  // Navigation and menus (spec section 2)
  navHome: 'Home',
  navTariff: 'Tariff',
  navJoinUs: 'Join Us',
  navOffers: 'Offers',
  navBikes: 'Bikes',
  logout: 'Logout',

  // Footer (spec section 2); the description, phones and labels are ours
  aboutUs: 'About Us',
  blog: 'Blog',
  contactUs: 'Contact Us',
  privacyPolicy: 'Privacy Policy',
  termsConditions: 'Terms & Conditions',
  footerDescription:
    'Rent a well-kept motorbike from trusted local partners across India. Pick a bike, choose your dates, pay online and ride.',
  footerCompany: 'Company',
  footerPolicies: 'Policies',
  footerQuickLinks: 'Quick Links',
  footerContact: 'Contact',
  supportEmail: 'support@revon.rentals',
  supportPhones: ['+91 80 4718 2200', '+91 98450 12345'],
  copyright: (year: number) => `© ${year} ${PRODUCT_NAME}`,
  socialFacebook: 'Facebook',
  socialInstagram: 'Instagram',
  socialX: 'X (Twitter)',
  socialYoutube: 'YouTube',

  // Web chrome and form labels (ours, not quoted by the spec)
  skipToContent: 'Skip to content',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNavigation: 'Main navigation',
  loading: 'Loading…',
  heroTagline: 'Well-kept bikes from trusted local partners, by the hour or by the week.',
  heroPerks: ['Free helmets', 'Pay online', '24/7 support'],
  reloadPage: 'Reload page',
  chunkLoadFailed: 'Something went wrong while loading this page.',

  // Public pages: home sections, tariff, offers, join-us, chat button (ours, not quoted by the spec; issue 3)
  fleetIntro: 'Our newest bikes, serviced and ready to ride.',
  bikesEmptyTitle: 'No bikes to show yet',
  bikesEmptyHint: 'Our partners are adding bikes every week. Check back soon, or list your own bike with us.',
  listYourBike: 'List your bike',
  listLoadFailedHint: 'Check your connection and try again.',
  retry: 'Retry',
  whyChooseUsIntro: 'Renting a bike should be as easy as riding one.',
  whyChooseUsPoints: [
    {
      id: 'range',
      title: 'Wide Range of Bikes',
      body: 'Scooters for the city, cruisers for the highway and adventure bikes for the hills.',
    },
    {
      id: 'pricing',
      title: 'Affordable Pricing',
      body: 'Clear hourly rates with taxes shown up front and no hidden charges.',
    },
    { id: 'booking', title: 'Easy Booking', body: 'Pick your city, dates and bike, then pay online in a few taps.' },
    {
      id: 'support',
      title: '24/7 Support',
      body: 'Our team is a message away, day or night, wherever the road takes you.',
    },
  ],
  howItWorksIntro: 'From browsing to riding in four steps.',
  howItWorksSteps: [
    { title: 'Choose a Bike', body: 'Browse the fleet and filter by city, category and price.' },
    { title: 'Book Online', body: 'Select your pick-up and drop times and pay securely online.' },
    { title: 'Pick Up Location', body: "Collect the bike at the partner's pick-up point you chose." },
    { title: 'Enjoy the Ride', body: 'Ride with free helmets and return the bike at your drop point.' },
  ],
  testimonialsTitle: 'What Our Riders Say',
  testimonials: [
    {
      name: 'Priya Sharma',
      city: 'Bengaluru',
      quote: 'Booked a scooter in two minutes and it was waiting, clean and fuelled, at the pick-up point.',
    },
    {
      name: 'Arjun Menon',
      city: 'Kochi',
      quote: 'Took a cruiser along the coast for the weekend. Fair price and the bike ran perfectly.',
    },
    {
      name: 'Rohan Verma',
      city: 'Jaipur',
      quote: 'The support team sorted out my drop point change at night within minutes. Will rent again.',
    },
  ],
  openChat: 'Chat with us',
  closeChat: 'Close chat',

  // Page headings of pages still to be built (ours; the issues that build them may refine them)
  pageHome: 'Home',
} as const;
