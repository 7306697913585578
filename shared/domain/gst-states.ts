/*
 * GST state codes and the state of the cities partners rent from (issue #34): a ride's place of supply
 * is the state of its pick-up city. Codes as the GST registration uses them (25 and 28, retired, are not
 * issued any more).
 */

export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/** Cities (lower-case, as commonly spelt, older names too) → GST state code. */
const CITY_STATES: Readonly<Record<string, string>> = {
  // Karnataka
  bengaluru: '29',
  bangalore: '29',
  mysuru: '29',
  mysore: '29',
  mangaluru: '29',
  mangalore: '29',
  hubballi: '29',
  coorg: '29',
  madikeri: '29',
  hampi: '29',
  chikmagalur: '29',
  gokarna: '29',
  // Maharashtra
  mumbai: '27',
  bombay: '27',
  pune: '27',
  nagpur: '27',
  nashik: '27',
  thane: '27',
  lonavala: '27',
  aurangabad: '27',
  mahabaleshwar: '27',
  'navi mumbai': '27',
  // Goa
  goa: '30',
  panaji: '30',
  panjim: '30',
  margao: '30',
  'vasco da gama': '30',
  mapusa: '30',
  calangute: '30',
  // Rajasthan
  jaipur: '08',
  udaipur: '08',
  jodhpur: '08',
  jaisalmer: '08',
  'mount abu': '08',
  pushkar: '08',
  ajmer: '08',
  // Himachal Pradesh
  manali: '02',
  shimla: '02',
  dharamshala: '02',
  dharamsala: '02',
  kasol: '02',
  'mcleod ganj': '02',
  kullu: '02',
  spiti: '02',
  // Telangana
  hyderabad: '36',
  secunderabad: '36',
  warangal: '36',
  // Kerala
  kochi: '32',
  cochin: '32',
  thiruvananthapuram: '32',
  trivandrum: '32',
  kozhikode: '32',
  calicut: '32',
  munnar: '32',
  alappuzha: '32',
  alleppey: '32',
  varkala: '32',
  wayanad: '32',
  // Uttarakhand
  rishikesh: '05',
  dehradun: '05',
  haridwar: '05',
  nainital: '05',
  mussoorie: '05',
  // Delhi, Haryana, Uttar Pradesh, Punjab, Chandigarh
  delhi: '07',
  'new delhi': '07',
  gurugram: '06',
  gurgaon: '06',
  faridabad: '06',
  noida: '09',
  lucknow: '09',
  varanasi: '09',
  agra: '09',
  amritsar: '03',
  ludhiana: '03',
  chandigarh: '04',
  // Tamil Nadu, Puducherry
  chennai: '33',
  madras: '33',
  coimbatore: '33',
  madurai: '33',
  ooty: '33',
  kodaikanal: '33',
  puducherry: '34',
  pondicherry: '34',
  // East and North-East
  kolkata: '19',
  calcutta: '19',
  darjeeling: '19',
  siliguri: '19',
  bhubaneswar: '21',
  puri: '21',
  gangtok: '11',
  shillong: '17',
  guwahati: '18',
  patna: '10',
  ranchi: '20',
  raipur: '22',
  // West and Centre
  ahmedabad: '24',
  surat: '24',
  vadodara: '24',
  bhopal: '23',
  indore: '23',
  // South-East
  visakhapatnam: '37',
  vizag: '37',
  vijayawada: '37',
  tirupati: '37',
  // the far north
  leh: '38',
  srinagar: '01',
  jammu: '01',
};

/** The GST state code of a city, or null when the city is not in the table. */
export function stateCodeOfCity(city: string | null | undefined): string | null {
  if (!city) return null;
  const key = city.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
  return CITY_STATES[key] ?? null;
}

/** 'Karnataka (29)'; the code alone for an unknown one. */
export function stateLabel(code: string): string {
  const name = GST_STATES[code];
  return name ? `${name} (${code})` : code;
}
