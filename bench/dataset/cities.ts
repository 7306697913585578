/**
 * The 20 cities of the bench marketplace: big metros carry more partners than hill towns (`weight`),
 * with their GST state code, number-plate codes and real pick-up/drop landmarks.
 */
export interface BenchCity {
  name: string;
  weight: number;
  gstState: string;
  plate: { state: string; districts: readonly string[] };
  points: readonly string[];
}

// one city per entry reads as a table
// prettier-ignore
export const BENCH_CITIES: readonly BenchCity[] = [
  { name: 'Bengaluru', weight: 10, gstState: '29', plate: { state: 'KA', districts: ['01', '02', '03', '04', '05', '51', '53'] },
    points: ['Indiranagar Metro Station', 'Koramangala 5th Block', 'Kempegowda Bus Station, Majestic', 'Whitefield ITPL Main Gate', 'HSR Layout BDA Complex', 'Electronic City Phase 1', 'MG Road Metro Station', 'Hebbal Flyover'] },
  { name: 'Mumbai', weight: 9, gstState: '27', plate: { state: 'MH', districts: ['01', '02', '03', '04', '47'] },
    points: ['Andheri West Station', 'Bandra Kurla Complex', 'Dadar TT Circle', 'Powai Hiranandani Gardens', 'Chhatrapati Shivaji Terminus', 'Colaba Causeway', 'Borivali Station East'] },
  { name: 'Delhi', weight: 9, gstState: '07', plate: { state: 'DL', districts: ['01', '03', '05', '07', '09', '11', '12'] },
    points: ['Connaught Place Inner Circle', 'Karol Bagh Metro Station', 'Hauz Khas Village', 'Lajpat Nagar Central Market', 'New Delhi Railway Station', 'Dwarka Sector 21 Metro', 'Saket Select Citywalk'] },
  { name: 'Hyderabad', weight: 8, gstState: '36', plate: { state: 'TS', districts: ['07', '08', '09', '10', '11'] },
    points: ['Secunderabad Railway Station', 'HITEC City Cyber Towers', 'Banjara Hills Road No. 1', 'Gachibowli Stadium', 'Ameerpet Metro Station', 'Charminar Bus Stop'] },
  { name: 'Chennai', weight: 7, gstState: '33', plate: { state: 'TN', districts: ['01', '02', '05', '06', '07', '09', '10'] },
    points: ['Chennai Central Station', 'T Nagar Pondy Bazaar', 'Marina Beach Lighthouse', 'Guindy Industrial Estate', 'Velachery Phoenix Mall', 'Koyambedu Bus Terminus'] },
  { name: 'Pune', weight: 7, gstState: '27', plate: { state: 'MH', districts: ['12', '14'] },
    points: ['Pune Junction Station', 'Shivajinagar Bus Stand', 'Koregaon Park Lane 5', 'Hinjewadi Phase 1 Chowk', 'Viman Nagar Phoenix Mall', 'Kothrud Depot'] },
  { name: 'Kolkata', weight: 6, gstState: '19', plate: { state: 'WB', districts: ['01', '02', '04', '06', '08'] },
    points: ['Howrah Station', 'Park Street Crossing', 'Salt Lake Sector V', 'Esplanade Metro Station', 'Gariahat Crossing', 'New Town City Centre 2'] },
  { name: 'Goa', weight: 6, gstState: '30', plate: { state: 'GA', districts: ['01', '02', '03', '07', '08'] },
    points: ['Thivim Railway Station', 'Calangute Beach Road', 'Anjuna Flea Market', 'Madgaon Railway Station', 'Panaji KTC Bus Stand', 'Dabolim Airport Arrivals'] },
  { name: 'Jaipur', weight: 5, gstState: '08', plate: { state: 'RJ', districts: ['14', '45'] },
    points: ['Jaipur Junction Railway Station', 'Sindhi Camp Bus Stand', 'MI Road Panch Batti', 'Hawa Mahal Gate', 'Malviya Nagar Gaurav Tower', 'Vaishali Nagar Amrapali Circle'] },
  { name: 'Ahmedabad', weight: 5, gstState: '24', plate: { state: 'GJ', districts: ['01', '27', '38'] },
    points: ['Kalupur Railway Station', 'CG Road Swastik Cross Roads', 'Iscon Cross Roads, SG Highway', 'Ellis Bridge Riverfront', 'Maninagar Station', 'Vastrapur Lake'] },
  { name: 'Kochi', weight: 4, gstState: '32', plate: { state: 'KL', districts: ['07', '39', '41', '43'] },
    points: ['Ernakulam South Railway Station', 'Vyttila Mobility Hub', 'Fort Kochi Bus Stand', 'Kakkanad Infopark Gate', 'Edappally Lulu Mall'] },
  { name: 'Chandigarh', weight: 4, gstState: '04', plate: { state: 'CH', districts: ['01'] },
    points: ['ISBT Sector 43', 'Sector 17 Plaza', 'Elante Mall, Industrial Area', 'Chandigarh Railway Station', 'Sukhna Lake Parking'] },
  { name: 'Manali', weight: 3, gstState: '02', plate: { state: 'HP', districts: ['58', '66'] },
    points: ['Manali Mall Road', 'HRTC Bus Stand Manali', 'Old Manali Bridge', 'Vashisht Temple Road', 'Aleo Circle'] },
  { name: 'Rishikesh', weight: 3, gstState: '05', plate: { state: 'UK', districts: ['07', '14'] },
    points: ['Rishikesh Bus Stand', 'Tapovan Laxman Jhula Road', 'Ram Jhula Parking', 'Yog Nagari Railway Station'] },
  { name: 'Udaipur', weight: 3, gstState: '08', plate: { state: 'RJ', districts: ['27'] },
    points: ['Udaipur City Railway Station', 'Fateh Sagar Lake Pal', 'Chetak Circle', 'Udaipole Bus Stand', 'Gangaur Ghat'] },
  { name: 'Mysuru', weight: 3, gstState: '29', plate: { state: 'KA', districts: ['09', '55'] },
    points: ['Mysuru Junction', 'Mysore Palace North Gate', 'Suburban Bus Stand', 'Chamundi Hill Road', 'Kuvempunagar Complex'] },
  { name: 'Puducherry', weight: 3, gstState: '34', plate: { state: 'PY', districts: ['01', '05'] },
    points: ['Puducherry Bus Stand', 'Rock Beach, White Town', 'Auroville Visitors Centre', 'Puducherry Railway Station', 'Mission Street'] },
  { name: 'Shimla', weight: 2, gstState: '02', plate: { state: 'HP', districts: ['03', '51', '52'] },
    points: ['ISBT Tutikandi', 'The Ridge, Scandal Point', 'Old Bus Stand Shimla', 'Shimla Railway Station', 'Sanjauli Chowk'] },
  { name: 'Varanasi', weight: 2, gstState: '09', plate: { state: 'UP', districts: ['65'] },
    points: ['Varanasi Junction', 'Assi Ghat', 'Godowlia Chowk', 'BHU Main Gate', 'Cantonment Bus Stand'] },
  { name: 'Leh', weight: 2, gstState: '38', plate: { state: 'LA', districts: ['01', '02'] },
    points: ['Leh Main Bazaar', 'Leh Airport Road', 'Changspa Road', 'Fort Road'] },
];
