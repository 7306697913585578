import { DEMO_REVIEWS } from '#server/seed/demo-data.ts';

/** Names of the generated people: common given names and surnames from across India. */
// prettier-ignore
export const FIRST_NAMES = [
  'Aarav', 'Aditi', 'Aditya', 'Akash', 'Ananya', 'Anjali', 'Arjun', 'Arun', 'Bhavna', 'Deepak',
  'Divya', 'Farhan', 'Gaurav', 'Harish', 'Ishita', 'Jaya', 'Kabir', 'Kavya', 'Karan', 'Lakshmi',
  'Manoj', 'Meera', 'Mohit', 'Neha', 'Nikhil', 'Pooja', 'Pranav', 'Priya', 'Rahul', 'Ravi',
  'Rohan', 'Sakshi', 'Sandeep', 'Sanjana', 'Shreya', 'Siddharth', 'Sneha', 'Suresh', 'Tanvi', 'Varun',
  'Vikram', 'Vivek', 'Yash', 'Zoya', 'Imran', 'Joseph', 'Gurpreet', 'Tenzin', 'Ayesha', 'Naveen',
] as const;

// prettier-ignore
export const LAST_NAMES = [
  'Sharma', 'Verma', 'Iyer', 'Nair', 'Reddy', 'Rao', 'Patel', 'Shah', 'Desai', 'Kulkarni',
  'Joshi', 'Mehta', 'Gupta', 'Singh', 'Kaur', 'Khan', 'Qureshi', 'Fernandes', "D'Souza", 'Menon',
  'Pillai', 'Naidu', 'Chatterjee', 'Banerjee', 'Bose', 'Das', 'Mukherjee', 'Thakur', 'Rathore', 'Chauhan',
  'Malhotra', 'Kapoor', 'Jain', 'Agarwal', 'Bhat', 'Hegde', 'Shetty', 'Naik', 'Gill', 'Negi',
] as const;

/** Review texts by rating: the demo's, and a few more so the low ratings have words too. */
export const REVIEW_TEXTS: Readonly<Record<number, readonly string[]>> = (() => {
  const extra: { rating: number; message: string }[] = [
    { rating: 5, message: 'Brand new bike, smooth gearbox. Best rental in town.' },
    { rating: 4, message: 'Good bike. Had to wait a bit for the helmet.' },
    { rating: 3, message: 'Okay for the city, the suspension is tired.' },
    { rating: 2, message: 'The tyres were worn and the horn did not work.' },
    { rating: 1, message: 'Bike broke down halfway and nobody answered the phone for an hour.' },
    { rating: 1, message: 'Not as shown in the photos. Dirty and the fuel tank was empty.' },
  ];
  const byRating: Record<number, string[]> = { 1: [], 2: [], 3: [], 4: [], 5: [] };
  for (const review of [...DEMO_REVIEWS, ...extra]) byRating[review.rating]?.push(review.message);
  return byRating;
})();

/** How customers rate: mostly 4 and 5 stars (index 0 = 1 star). */
export const RATING_WEIGHTS = [5, 7, 13, 30, 45] as const;
