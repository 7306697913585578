import type { BikeCategory } from '#shared/domain/categories.ts';
import type { BikePaint } from './artwork.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

/**
 * The demo marketplace: Indian cities, partners with their pick-up/drop points, a fleet of real
 * Indian-market models, customers and coupons. Pure data; seed-demo.ts turns it into rows.
 * E-mails use the reserved-looking `revon.demo` domain so that a demo database with a real SMTP
 * server configured never mails a stranger.
 */

export interface DemoPartner {
  fname: string;
  lname: string;
  email: string;
  mobile: string;
  city: string;
  /** two-digit GST state code of the city */
  gstState: string;
  points: readonly string[];
}

export const DEMO_PARTNERS: readonly DemoPartner[] = [
  {
    // the demo partner login
    fname: DEMO_ACCOUNTS.partner.fname,
    lname: DEMO_ACCOUNTS.partner.lname,
    email: DEMO_ACCOUNTS.partner.email,
    mobile: '9845012345',
    city: 'Bengaluru',
    gstState: '29',
    points: [
      'Indiranagar Metro Station',
      'Koramangala 5th Block',
      'Kempegowda Bus Station, Majestic',
      'Whitefield ITPL Main Gate',
    ],
  },
  {
    fname: 'Meera',
    lname: 'Iyer',
    email: 'meera.iyer@revon.demo',
    mobile: '9880123456',
    city: 'Bengaluru',
    gstState: '29',
    points: ['HSR Layout BDA Complex', 'Electronic City Phase 1', 'MG Road Metro Station'],
  },
  {
    fname: 'Rohan',
    lname: 'Desai',
    email: 'rohan.desai@revon.demo',
    mobile: '9820456789',
    city: 'Mumbai',
    gstState: '27',
    points: ['Andheri West Station', 'Bandra Kurla Complex', 'Dadar TT Circle', 'Powai Hiranandani Gardens'],
  },
  {
    fname: 'Anthony',
    lname: 'Fernandes',
    email: 'anthony.fernandes@revon.demo',
    mobile: '9822134567',
    city: 'Goa',
    gstState: '30',
    points: ['Thivim Railway Station', 'Calangute Beach Road', 'Anjuna Flea Market'],
  },
  {
    fname: 'Sneha',
    lname: 'Naik',
    email: 'sneha.naik@revon.demo',
    mobile: '7350098765',
    city: 'Goa',
    gstState: '30',
    points: ['Madgaon Railway Station', 'Panaji KTC Bus Stand', 'Dabolim Airport Arrivals'],
  },
  {
    fname: 'Arjun',
    lname: 'Rathore',
    email: 'arjun.rathore@revon.demo',
    mobile: '9829076543',
    city: 'Jaipur',
    gstState: '08',
    points: ['Jaipur Junction Railway Station', 'Sindhi Camp Bus Stand', 'MI Road Panch Batti'],
  },
  {
    fname: 'Karan',
    lname: 'Thakur',
    email: 'karan.thakur@revon.demo',
    mobile: '9418054321',
    city: 'Manali',
    gstState: '02',
    points: ['Manali Mall Road', 'HRTC Bus Stand Manali', 'Old Manali Bridge'],
  },
  {
    fname: 'Aditya',
    lname: 'Kulkarni',
    email: 'aditya.kulkarni@revon.demo',
    mobile: '9881234560',
    city: 'Pune',
    gstState: '27',
    points: ['Pune Junction Station', 'Shivajinagar Bus Stand', 'Koregaon Park Lane 5', 'Hinjewadi Phase 1 Chowk'],
  },
];

/** Partner requests waiting for the admin ('false') and one accepted but not yet verified. */
export const DEMO_PARTNER_REQUESTS: readonly (DemoPartner & { isVerifed: 'false' | 'mailSented' })[] = [
  {
    fname: 'Farhan',
    lname: 'Qureshi',
    email: 'farhan.qureshi@revon.demo',
    mobile: '9866043210',
    city: 'Hyderabad',
    gstState: '36',
    points: [],
    isVerifed: 'false',
  },
  {
    fname: 'Lakshmi',
    lname: 'Menon',
    email: 'lakshmi.menon@revon.demo',
    mobile: '9847065432',
    city: 'Kochi',
    gstState: '32',
    points: [],
    isVerifed: 'false',
  },
  {
    fname: 'Deepak',
    lname: 'Chauhan',
    email: 'deepak.chauhan@revon.demo',
    mobile: '9412087654',
    city: 'Rishikesh',
    gstState: '05',
    points: ['Rishikesh Bus Stand', 'Tapovan Laxman Jhula Road'],
    isVerifed: 'mailSented',
  },
];

/** Every partner row: the verified ones first (bikes refer to them by index), then the requests. */
export const DEMO_ALL_PARTNERS: readonly (DemoPartner & { isVerifed: 'true' | 'false' | 'mailSented' })[] = [
  ...DEMO_PARTNERS.map((p) => ({ ...p, isVerifed: 'true' as const })),
  ...DEMO_PARTNER_REQUESTS,
];

/** Registration state and district codes of each city, for number plates. */
export const PLATE_CODES: Readonly<Record<string, { state: string; districts: readonly string[] }>> = {
  Bengaluru: { state: 'KA', districts: ['01', '03', '05', '51', '53'] },
  Mumbai: { state: 'MH', districts: ['01', '02', '03', '47'] },
  Goa: { state: 'GA', districts: ['03', '07', '08'] },
  Jaipur: { state: 'RJ', districts: ['14', '45'] },
  Manali: { state: 'HP', districts: ['58', '66'] },
  Pune: { state: 'MH', districts: ['12', '14'] },
};

export interface DemoBike {
  /** index into DEMO_PARTNERS */
  partner: number;
  brand: string;
  name: string;
  category: BikeCategory;
  engineCC: number;
  makeYear: number;
  rentPerHour: number;
  paint: BikePaint;
  photos: 1 | 2 | 3;
  hidden?: boolean;
}

// NOTE: electric scooters list the engine size of the petrol scooter they replace (the add-bike form
// requires an engine cc); rents scale with engine size from ₹29 (100 cc) to ₹350 an hour.
// one bike per line reads as a table
// prettier-ignore
export const DEMO_BIKES: readonly DemoBike[] = [
  { partner: 0, brand: 'Royal Enfield', name: 'Classic 350', category: 'Modern Classics', engineCC: 349, makeYear: 2023, rentPerHour: 109, paint: 'Royal Maroon', photos: 3 },
  { partner: 0, brand: 'KTM', name: '390 Duke', category: 'Standard & Naked', engineCC: 399, makeYear: 2024, rentPerHour: 149, paint: 'Sunset Orange', photos: 3 },
  { partner: 0, brand: 'Honda', name: 'Activa 6G', category: 'Scooters', engineCC: 110, makeYear: 2022, rentPerHour: 35, paint: 'Pearl White', photos: 2 },
  { partner: 0, brand: 'Yamaha', name: 'YZF R15 V4', category: 'Sportbikes', engineCC: 155, makeYear: 2023, rentPerHour: 69, paint: 'Midnight Blue', photos: 2 },
  { partner: 0, brand: 'Royal Enfield', name: 'Himalayan 450', category: 'Adventure', engineCC: 452, makeYear: 2024, rentPerHour: 179, paint: 'Gunmetal Grey', photos: 3 },
  { partner: 0, brand: 'Bajaj', name: 'Avenger Cruise 220', category: 'Cruisers', engineCC: 220, makeYear: 2019, rentPerHour: 75, paint: 'Matte Black', photos: 1, hidden: true },
  { partner: 1, brand: 'Ather', name: '450X', category: 'Electric', engineCC: 125, makeYear: 2023, rentPerHour: 49, paint: 'Teal Blue', photos: 2 },
  { partner: 1, brand: 'TVS', name: 'Jupiter', category: 'Scooters', engineCC: 110, makeYear: 2021, rentPerHour: 35, paint: 'Teal Blue', photos: 1 },
  { partner: 1, brand: 'Hero', name: 'Splendor Plus', category: 'Commuters & Minis', engineCC: 97, makeYear: 2020, rentPerHour: 29, paint: 'Matte Black', photos: 2 },
  { partner: 1, brand: 'Honda', name: "H'ness CB350", category: 'Modern Classics', engineCC: 348, makeYear: 2022, rentPerHour: 109, paint: 'Pearl White', photos: 2 },
  { partner: 1, brand: 'Kawasaki', name: 'Ninja 650', category: 'Sport Touring', engineCC: 649, makeYear: 2022, rentPerHour: 259, paint: 'Lime Green', photos: 3 },
  { partner: 1, brand: 'TVS', name: 'Apache RR 310', category: 'Sportbikes', engineCC: 312, makeYear: 2023, rentPerHour: 119, paint: 'Racing Red', photos: 2 },
  { partner: 2, brand: 'KTM', name: 'RC 390', category: 'Sportbikes', engineCC: 373, makeYear: 2023, rentPerHour: 149, paint: 'Pearl White', photos: 3 },
  { partner: 2, brand: 'Triumph', name: 'Tiger Sport 660', category: 'Sport Touring', engineCC: 660, makeYear: 2024, rentPerHour: 289, paint: 'Racing Red', photos: 2 },
  { partner: 2, brand: 'Royal Enfield', name: 'Super Meteor 650', category: 'Cruisers', engineCC: 648, makeYear: 2024, rentPerHour: 249, paint: 'Midnight Blue', photos: 3 },
  { partner: 2, brand: 'Suzuki', name: 'Access 125', category: 'Scooters', engineCC: 124, makeYear: 2022, rentPerHour: 39, paint: 'Gunmetal Grey', photos: 1 },
  { partner: 2, brand: 'Honda', name: 'SP 125', category: 'Commuters & Minis', engineCC: 124, makeYear: 2023, rentPerHour: 39, paint: 'Racing Red', photos: 1 },
  { partner: 2, brand: 'Ola', name: 'S1 Pro', category: 'Electric', engineCC: 125, makeYear: 2023, rentPerHour: 49, paint: 'Canary Yellow', photos: 2, hidden: true },
  { partner: 3, brand: 'Honda', name: 'Activa 125', category: 'Scooters', engineCC: 124, makeYear: 2021, rentPerHour: 39, paint: 'Racing Red', photos: 2 },
  { partner: 3, brand: 'Royal Enfield', name: 'Bullet 350', category: 'Modern Classics', engineCC: 349, makeYear: 2022, rentPerHour: 99, paint: 'Matte Black', photos: 2 },
  { partner: 3, brand: 'Royal Enfield', name: 'Interceptor 650', category: 'Modern Classics', engineCC: 648, makeYear: 2023, rentPerHour: 219, paint: 'Sunset Orange', photos: 3 },
  { partner: 3, brand: 'Triumph', name: 'Scrambler 400 X', category: 'Scrambler', engineCC: 398, makeYear: 2024, rentPerHour: 149, paint: 'Teal Blue', photos: 2 },
  { partner: 4, brand: 'TVS', name: 'NTorq 125', category: 'Scooters', engineCC: 124, makeYear: 2023, rentPerHour: 39, paint: 'Lime Green', photos: 1 },
  { partner: 4, brand: 'Yezdi', name: 'Scrambler', category: 'Scrambler', engineCC: 334, makeYear: 2023, rentPerHour: 119, paint: 'Canary Yellow', photos: 2 },
  { partner: 4, brand: 'Hero', name: 'XPulse 200 4V', category: 'Adventure', engineCC: 200, makeYear: 2023, rentPerHour: 79, paint: 'Pearl White', photos: 2 },
  { partner: 4, brand: 'Bajaj', name: 'Pulsar NS200', category: 'Standard & Naked', engineCC: 199, makeYear: 2021, rentPerHour: 69, paint: 'Racing Red', photos: 1 },
  { partner: 4, brand: 'TVS', name: 'iQube', category: 'Electric', engineCC: 110, makeYear: 2024, rentPerHour: 45, paint: 'Midnight Blue', photos: 1 },
  { partner: 5, brand: 'Royal Enfield', name: 'Meteor 350', category: 'Cruisers', engineCC: 349, makeYear: 2022, rentPerHour: 109, paint: 'Canary Yellow', photos: 2 },
  { partner: 5, brand: 'Bajaj', name: 'Dominar 400', category: 'Touring', engineCC: 373, makeYear: 2021, rentPerHour: 129, paint: 'Teal Blue', photos: 2 },
  { partner: 5, brand: 'TVS', name: 'Raider 125', category: 'Commuters & Minis', engineCC: 124, makeYear: 2023, rentPerHour: 39, paint: 'Canary Yellow', photos: 1 },
  { partner: 5, brand: 'TVS', name: 'Apache RTR 160 4V', category: 'Standard & Naked', engineCC: 160, makeYear: 2022, rentPerHour: 59, paint: 'Matte Black', photos: 2 },
  { partner: 5, brand: 'Royal Enfield', name: 'Hunter 350', category: 'Modern Classics', engineCC: 349, makeYear: 2023, rentPerHour: 99, paint: 'Teal Blue', photos: 1 },
  { partner: 6, brand: 'Royal Enfield', name: 'Himalayan 411', category: 'Adventure', engineCC: 411, makeYear: 2020, rentPerHour: 139, paint: 'Matte Black', photos: 2 },
  { partner: 6, brand: 'KTM', name: '390 Adventure', category: 'Adventure', engineCC: 399, makeYear: 2023, rentPerHour: 169, paint: 'Sunset Orange', photos: 3 },
  { partner: 6, brand: 'Royal Enfield', name: 'Scram 411', category: 'Scrambler', engineCC: 411, makeYear: 2022, rentPerHour: 139, paint: 'Royal Maroon', photos: 2 },
  { partner: 6, brand: 'Kawasaki', name: 'Versys 650', category: 'Touring', engineCC: 649, makeYear: 2023, rentPerHour: 239, paint: 'Lime Green', photos: 2 },
  { partner: 7, brand: 'Yamaha', name: 'MT-15 V2', category: 'Standard & Naked', engineCC: 155, makeYear: 2023, rentPerHour: 65, paint: 'Midnight Blue', photos: 2 },
  { partner: 7, brand: 'Kawasaki', name: 'Ninja 300', category: 'Sportbikes', engineCC: 296, makeYear: 2021, rentPerHour: 119, paint: 'Lime Green', photos: 2 },
  { partner: 7, brand: 'Suzuki', name: 'V-Strom SX', category: 'Touring', engineCC: 249, makeYear: 2023, rentPerHour: 99, paint: 'Canary Yellow', photos: 1 },
  { partner: 7, brand: 'Bajaj', name: 'Platina 110', category: 'Commuters & Minis', engineCC: 115, makeYear: 2018, rentPerHour: 29, paint: 'Royal Maroon', photos: 1, hidden: true },
];

export interface DemoCustomer {
  fname: string;
  lname: string;
  email: string;
  mobile: string;
  /** days ago the account was created */
  joined: number;
}

/** The customers; the first is the demo user login (DEMO_ACCOUNTS.user). */
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    fname: DEMO_ACCOUNTS.user.fname,
    lname: DEMO_ACCOUNTS.user.lname,
    email: DEMO_ACCOUNTS.user.email,
    mobile: '9876543210',
    joined: 180,
  },
  { fname: 'Priya', lname: 'Nair', email: 'priya.nair@revon.demo', mobile: '9744012345', joined: 120 },
  { fname: 'Rahul', lname: 'Verma', email: 'rahul.verma@revon.demo', mobile: '9811098765', joined: 95 },
  { fname: 'Ananya', lname: 'Reddy', email: 'ananya.reddy@revon.demo', mobile: '9949023456', joined: 60 },
  { fname: 'Kabir', lname: 'Malhotra', email: 'kabir.malhotra@revon.demo', mobile: '9910034567', joined: 33 },
  { fname: 'Ishita', lname: 'Bose', email: 'ishita.bose@revon.demo', mobile: '9830045678', joined: 12 },
  { fname: 'Siddharth', lname: 'Jain', email: 'siddharth.jain@revon.demo', mobile: '8826056789', joined: 2 },
];

export interface DemoCoupon {
  couponName: string;
  couponCode: string;
  discountValue: number;
  minPurchase: number;
  maxDiscount: number;
  /** months from today until it expires */
  months: number;
  limit: number;
  status: boolean;
  colours: readonly [string, string];
}

// one coupon per line reads as a table
// prettier-ignore
export const DEMO_COUPONS: readonly DemoCoupon[] = [
  { couponName: 'Welcome Ride', couponCode: 'WELCOME20', discountValue: 20, minPurchase: 999, maxDiscount: 500, months: 4, limit: 500, status: true, colours: ['#f97316', '#db2777'] },
  { couponName: 'Monsoon Escape', couponCode: 'MONSOON15', discountValue: 15, minPurchase: 1499, maxDiscount: 750, months: 3, limit: 200, status: true, colours: ['#0ea5e9', '#4338ca'] },
  { couponName: 'Weekend Getaway', couponCode: 'WEEKEND10', discountValue: 10, minPurchase: 499, maxDiscount: 300, months: 2, limit: 1000, status: true, colours: ['#16a34a', '#0d9488'] },
  { couponName: 'Diwali Dhamaka', couponCode: 'DIWALI25', discountValue: 25, minPurchase: 2499, maxDiscount: 1000, months: 5, limit: 100, status: false, colours: ['#f59e0b', '#b91c1c'] },
];

/** Reviews left on completed rides, best first. */
export const DEMO_REVIEWS: readonly { rating: number; message: string }[] = [
  { rating: 5, message: 'Bike was spotless and the tank was full. Pick-up took five minutes. Will rent again!' },
  { rating: 5, message: 'Smooth engine, new tyres and two clean helmets. Perfect for the weekend trip.' },
  { rating: 4, message: 'Good condition overall, brakes were sharp. The drop point was a little hard to find.' },
  { rating: 4, message: 'Comfortable for long rides. The partner explained everything before we left.' },
  { rating: 5, message: 'Great value for money. The bike handled the ghat roads easily.' },
  { rating: 3, message: 'Decent ride, but the mirror was loose and pick-up started 20 minutes late.' },
  { rating: 4, message: 'Easy booking and a friendly handover. The seat gets hard after a couple of hours.' },
  {
    rating: 2,
    message:
      'Chain was noisy and the fuel gauge did not work. The partner apologised and gave a discount on the next ride.',
  },
];

/** The demo user's conversation with the admin, oldest first. */
export const DEMO_CHAT: readonly { sender: 'User' | 'Admin'; text: string }[] = [
  { sender: 'User', text: 'Hi! Do I need to carry my original driving licence at pick-up?' },
  {
    sender: 'Admin',
    text: 'Hello Aarav, yes please. The partner checks the original licence before handing over the bike.',
  },
  { sender: 'User', text: 'Okay. Are helmets included in the rent?' },
  { sender: 'Admin', text: 'Yes, you can choose one or two helmets at checkout at no extra cost.' },
  { sender: 'User', text: 'Great, thanks for the quick reply!' },
];
