// The medicines behind the sample catalogue: real generic names and strengths commonly sold in
// Nigerian pharmacies, with brands that carry them. `price` is the naira price of the cheapest brand's
// pack; each brand's factor scales it (branded originals cost several times a local generic).

export type Form = 'tablet' | 'capsule' | 'syrup' | 'inhaler' | 'cream' | 'sachet' | 'injection' | 'drops' | 'strips';

export type Brand = [label: string, manufacturer: string, factor: number];

export interface MedicationSeed {
  generic: string;
  strength: string;
  form: Form;
  pack: string;
  category: string;
  rx: boolean;
  price: number;
  brands: Brand[];
}

const seed = (
  generic: string,
  strength: string,
  form: Form,
  pack: string,
  category: string,
  rx: boolean,
  price: number,
  brands: Brand[],
): MedicationSeed => ({ generic, strength, form, pack, category, rx, price, brands });

const EMZOR = 'Emzor Pharmaceuticals';
const MB = 'May & Baker';
const FIDSON = 'Fidson Healthcare';
const SWIPHA = 'Swiss Pharma Nigeria (Swipha)';
const JUHEL = 'Juhel Nigeria';
const GSK = 'GSK';

export const medicationSeeds: MedicationSeed[] = [
  // Pain relief
  seed('Paracetamol', '500mg', 'tablet', '96 tablets', 'painkillers', false, 1200, [
    ['Emzor Paracetamol', EMZOR, 1], ['Panadol', 'Haleon (GSK)', 3.6], ['M&B Paracetamol', MB, 1.1], ['Juhel Paracetamol', JUHEL, 0.95],
  ]),
  seed('Paracetamol', '120mg/5ml', 'syrup', '100ml bottle', 'painkillers', false, 900, [
    ['Emzor Paracetamol Syrup', EMZOR, 1], ['Calpol Infant', 'Haleon (GSK)', 3.2], ['Juhel Paracetamol Syrup', JUHEL, 1.05],
  ]),
  seed('Ibuprofen', '400mg', 'tablet', '24 tablets', 'painkillers', false, 1100, [
    ['Emzor Ibuprofen', EMZOR, 1], ['Brufen', 'Abbott', 3.1], ['Fidson Ibuprofen', FIDSON, 1.1],
  ]),
  seed('Diclofenac Sodium', '50mg', 'tablet', '20 tablets', 'painkillers', true, 900, [
    ['Swipha Diclofenac', SWIPHA, 1], ['Voltaren', 'Novartis', 5.5], ['Emzor Diclofenac', EMZOR, 1.15],
  ]),
  seed('Diclofenac Diethylamine', '1%', 'cream', '50g tube', 'painkillers', false, 2800, [
    ['Voltaren Emulgel', 'Haleon (GSK)', 2.4], ['Emzor Diclofenac Gel', EMZOR, 1],
  ]),
  seed('Naproxen', '500mg', 'tablet', '20 tablets', 'painkillers', true, 2400, [
    ['Naprosyn', 'Roche', 2.6], ['Fidson Naproxen', FIDSON, 1],
  ]),
  seed('Piroxicam', '20mg', 'capsule', '20 capsules', 'painkillers', true, 1500, [
    ['Feldene', 'Pfizer', 3.4], ['M&B Piroxicam', MB, 1],
  ]),
  seed('Hyoscine Butylbromide', '10mg', 'tablet', '20 tablets', 'digestive', false, 3200, [
    ['Buscopan', 'Sanofi', 1.9], ['Emzor Hyoscine', EMZOR, 1],
  ]),
  // Malaria
  seed('Artemether/Lumefantrine', '20/120mg', 'tablet', '24 tablets', 'antimalarials', false, 2300, [
    ['Coartem', 'Novartis', 3.4], ['Lonart', 'Bliss GVS Pharma', 1.5], ['Amatem Softgel', 'Elbe Pharma', 1.7], ['Lumartem', 'Cipla', 1],
  ]),
  seed('Artemether/Lumefantrine', '80/480mg', 'tablet', '6 tablets', 'antimalarials', false, 2800, [
    ['Lonart DS', 'Bliss GVS Pharma', 1.3], ['Amatem Forte', 'Elbe Pharma', 1.4], ['Coartem', 'Novartis', 2.9], ['Emzor Artemether/Lumefantrine', EMZOR, 1],
  ]),
  seed('Dihydroartemisinin/Piperaquine', '40/320mg', 'tablet', '9 tablets', 'antimalarials', false, 3600, [
    ['P-Alaxin', 'Bliss GVS Pharma', 1.2], ['Duo-Cotecxin', 'Holley Pharm', 1.3], ['Fidson Dihydroartemisinin/Piperaquine', FIDSON, 1],
  ]),
  seed('Artesunate/Amodiaquine', '100/270mg', 'tablet', '6 tablets', 'antimalarials', false, 2100, [
    ['Camosunate', 'Geneith Pharmaceuticals', 1.2], ['ASAQ Winthrop', 'Sanofi', 1.6], ['Swipha Artesunate/Amodiaquine', SWIPHA, 1],
  ]),
  seed('Sulfadoxine/Pyrimethamine', '500/25mg', 'tablet', '3 tablets', 'antimalarials', false, 600, [
    ['Amalar', MB, 1.2], ['Maloxine', EMZOR, 1], ['Fansidar', 'Roche', 2.2],
  ]),
  // Antibiotics
  seed('Amoxicillin', '500mg', 'capsule', '21 capsules', 'antibiotics', true, 1800, [
    ['Amoxil', GSK, 3.2], ['Emzor Amoxicillin', EMZOR, 1], ['Fidson Amoxicillin', FIDSON, 1.1], ['Juhel Amoxicillin', JUHEL, 0.95],
  ]),
  seed('Amoxicillin', '125mg/5ml', 'syrup', '100ml suspension', 'antibiotics', true, 1500, [
    ['Amoxil Suspension', GSK, 2.7], ['Emzor Amoxicillin Suspension', EMZOR, 1],
  ]),
  seed('Amoxicillin/Clavulanic Acid', '625mg', 'tablet', '14 tablets', 'antibiotics', true, 6500, [
    ['Augmentin', GSK, 2.6], ['Amoksiklav', 'Sandoz', 1.7], ['Fidson Co-amoxiclav', FIDSON, 1],
  ]),
  seed('Ampicillin/Cloxacillin', '500mg', 'capsule', '20 capsules', 'antibiotics', true, 1600, [
    ['Ampiclox', 'Beecham (GSK)', 2.8], ['Emzor Ampicillin/Cloxacillin', EMZOR, 1], ['Swipha Ampiclox', SWIPHA, 1.05],
  ]),
  seed('Ciprofloxacin', '500mg', 'tablet', '10 tablets', 'antibiotics', true, 1500, [
    ['Ciprotab', FIDSON, 1.3], ['Ciprobay', 'Bayer', 6.2], ['Emzor Ciprofloxacin', EMZOR, 1], ['Juhel Ciprofloxacin', JUHEL, 1.05],
  ]),
  seed('Metronidazole', '400mg', 'tablet', '21 tablets', 'antibiotics', true, 800, [
    ['Flagyl', 'Sanofi', 4.4], ['Emzor Metronidazole', EMZOR, 1], ['M&B Metronidazole', MB, 1.1],
  ]),
  seed('Metronidazole', '200mg/5ml', 'syrup', '100ml suspension', 'antibiotics', true, 1200, [
    ['Flagyl Suspension', 'Sanofi', 3.1], ['Emzor Metronidazole Suspension', EMZOR, 1],
  ]),
  seed('Co-trimoxazole', '480mg', 'tablet', '20 tablets', 'antibiotics', true, 700, [
    ['Septrin', GSK, 3.8], ['Emzor Co-trimoxazole', EMZOR, 1], ['Swipha Co-trimoxazole', SWIPHA, 0.95],
  ]),
  seed('Azithromycin', '500mg', 'tablet', '3 tablets', 'antibiotics', true, 1800, [
    ['Zithromax', 'Pfizer', 5.4], ['Fidson Azithromycin', FIDSON, 1.1], ['Emzor Azithromycin', EMZOR, 1],
  ]),
  seed('Doxycycline', '100mg', 'capsule', '10 capsules', 'antibiotics', true, 800, [
    ['Vibramycin', 'Pfizer', 4.1], ['Emzor Doxycycline', EMZOR, 1],
  ]),
  seed('Cefuroxime', '500mg', 'tablet', '10 tablets', 'antibiotics', true, 7200, [
    ['Zinnat', GSK, 2.3], ['Fidson Cefuroxime', FIDSON, 1],
  ]),
  seed('Flucloxacillin', '500mg', 'capsule', '20 capsules', 'antibiotics', true, 2400, [
    ['Floxapen', 'Beecham (GSK)', 2.6], ['Emzor Flucloxacillin', EMZOR, 1],
  ]),
  // Vitamins and supplements
  seed('Vitamin C (Ascorbic Acid)', '100mg', 'tablet', '100 tablets', 'vitamins', false, 700, [
    ['Emzor Vitamin C', EMZOR, 1], ['M&B Vitamin C', MB, 1.1], ['Juhel Vitamin C', JUHEL, 0.95],
  ]),
  seed('Vitamin C (Ascorbic Acid)', '1000mg', 'tablet', '10 effervescent tablets', 'vitamins', false, 2500, [
    ['Redoxon', 'Bayer', 1.8], ['Emzor Vitamin C Effervescent', EMZOR, 1], ['Fidson Vitamin C', FIDSON, 1.1],
  ]),
  seed('Multivitamins', 'Adult daily', 'tablet', '30 tablets', 'vitamins', false, 2200, [
    ['Centrum Adults', 'Haleon (GSK)', 4.5], ['Emzor Multivite', EMZOR, 1], ['Fidson Multivitamin', FIDSON, 1.2],
  ]),
  seed('Folic Acid', '5mg', 'tablet', '100 tablets', 'vitamins', false, 600, [
    ['Emzor Folic Acid', EMZOR, 1], ['M&B Folic Acid', MB, 1.05], ['Swipha Folic Acid', SWIPHA, 0.95],
  ]),
  seed('Ferrous Sulphate', '200mg', 'tablet', '100 tablets', 'vitamins', false, 750, [
    ['Emzor Ferrous Sulphate', EMZOR, 1], ['M&B Ferrous Sulphate', MB, 1.1], ['Fidson Ferrous Sulphate', FIDSON, 1.15],
  ]),
  seed('Vitamin B Complex', 'B1/B2/B3/B6', 'tablet', '100 tablets', 'vitamins', false, 650, [
    ['Emzor Vitamin B Complex', EMZOR, 1], ['Juhel B-Complex', JUHEL, 0.95], ['M&B Vitamin B Complex', MB, 1.1],
  ]),
  seed('Zinc Sulphate', '20mg', 'tablet', '10 dispersible tablets', 'vitamins', false, 700, [
    ['Emzor Zinc', EMZOR, 1], ['Fidson Zinc', FIDSON, 1.1], ['Swipha Zinc', SWIPHA, 0.95],
  ]),
  seed('Calcium + Vitamin D3', '600mg/400IU', 'tablet', '30 tablets', 'vitamins', false, 3800, [
    ['Caltrate Plus', 'Haleon (GSK)', 2.2], ['Fidson Calcium D3', FIDSON, 1],
  ]),
  seed('Omega-3 Fish Oil', '1000mg', 'capsule', '30 capsules', 'vitamins', false, 4200, [
    ['Seven Seas Omega-3', 'Seven Seas', 1.6], ['Emzor Omega-3', EMZOR, 1],
  ]),
  seed('Vitamin D3', '1000IU', 'tablet', '30 tablets', 'vitamins', false, 3000, [
    ['Fidson Vitamin D3', FIDSON, 1], ['Vitabiotics Vitamin D3', 'Vitabiotics', 1.7],
  ]),
  // Diabetes
  seed('Metformin', '500mg', 'tablet', '30 tablets', 'diabetes', true, 900, [
    ['Glucophage', 'Merck', 4.3], ['Emzor Metformin', EMZOR, 1], ['Swipha Metformin', SWIPHA, 1.05], ['Fidson Metformin', FIDSON, 1.15],
  ]),
  seed('Metformin', '850mg', 'tablet', '30 tablets', 'diabetes', true, 1300, [
    ['Glucophage', 'Merck', 4.1], ['Emzor Metformin', EMZOR, 1],
  ]),
  seed('Glibenclamide', '5mg', 'tablet', '28 tablets', 'diabetes', true, 500, [
    ['Daonil', 'Sanofi', 5.2], ['Emzor Glibenclamide', EMZOR, 1], ['M&B Glibenclamide', MB, 1.1],
  ]),
  seed('Gliclazide', '80mg', 'tablet', '60 tablets', 'diabetes', true, 3200, [
    ['Diamicron', 'Servier', 3.4], ['Fidson Gliclazide', FIDSON, 1],
  ]),
  seed('Glimepiride', '2mg', 'tablet', '30 tablets', 'diabetes', true, 2600, [
    ['Amaryl', 'Sanofi', 4.2], ['Emzor Glimepiride', EMZOR, 1],
  ]),
  seed('Human Insulin (Biphasic 30/70)', '100IU/ml', 'injection', '10ml vial', 'diabetes', true, 9500, [
    ['Mixtard 30', 'Novo Nordisk', 1.4], ['Insuman Comb 30', 'Sanofi', 1],
  ]),
  seed('Insulin Glargine', '100IU/ml', 'injection', '5 pre-filled pens', 'diabetes', true, 38000, [
    ['Lantus SoloStar', 'Sanofi', 1.2], ['Basalog', 'Biocon', 1],
  ]),
  seed('Blood Glucose Test Strips', '50 strips', 'strips', '50 strips', 'diabetes', false, 11000, [
    ['Accu-Chek Active', 'Roche', 1],
  ]),
  // Heart and blood pressure
  seed('Amlodipine', '5mg', 'tablet', '28 tablets', 'heart', true, 700, [
    ['Norvasc', 'Pfizer', 14], ['Emzor Amlodipine', EMZOR, 1], ['Swipha Amlodipine', SWIPHA, 1.1], ['Fidson Amlodipine', FIDSON, 1.2],
  ]),
  seed('Amlodipine', '10mg', 'tablet', '28 tablets', 'heart', true, 1000, [
    ['Norvasc', 'Pfizer', 12.5], ['Emzor Amlodipine', EMZOR, 1],
  ]),
  seed('Lisinopril', '10mg', 'tablet', '28 tablets', 'heart', true, 1100, [
    ['Zestril', 'AstraZeneca', 6.2], ['Emzor Lisinopril', EMZOR, 1], ['Fidson Lisinopril', FIDSON, 1.1],
  ]),
  seed('Losartan Potassium', '50mg', 'tablet', '28 tablets', 'heart', true, 1600, [
    ['Cozaar', 'MSD', 7.5], ['Emzor Losartan', EMZOR, 1], ['Swipha Losartan', SWIPHA, 1.05],
  ]),
  seed('Nifedipine', '20mg', 'tablet', '30 retard tablets', 'heart', true, 700, [
    ['Adalat Retard', 'Bayer', 8.2], ['Emzor Nifedipine', EMZOR, 1], ['M&B Nifedipine', MB, 1.1],
  ]),
  seed('Hydrochlorothiazide', '25mg', 'tablet', '28 tablets', 'heart', true, 500, [
    ['Emzor Hydrochlorothiazide', EMZOR, 1], ['M&B Hydrochlorothiazide', MB, 1.1],
  ]),
  seed('Atorvastatin', '20mg', 'tablet', '28 tablets', 'heart', true, 2200, [
    ['Lipitor', 'Pfizer', 6.8], ['Fidson Atorvastatin', FIDSON, 1], ['Emzor Atorvastatin', EMZOR, 0.95],
  ]),
  seed('Aspirin (low dose)', '75mg', 'tablet', '30 tablets', 'heart', false, 500, [
    ['Aspirin Cardio', 'Bayer', 4.6], ['Emzor Aspirin', EMZOR, 1], ['M&B Aspirin', MB, 1.05],
  ]),
  seed('Methyldopa', '250mg', 'tablet', '30 tablets', 'heart', true, 1500, [
    ['Aldomet', 'MSD', 3.2], ['M&B Methyldopa', MB, 1],
  ]),
  seed('Furosemide', '40mg', 'tablet', '28 tablets', 'heart', true, 450, [
    ['Lasix', 'Sanofi', 5.8], ['Emzor Furosemide', EMZOR, 1],
  ]),
  seed('Bisoprolol', '5mg', 'tablet', '30 tablets', 'heart', true, 2400, [
    ['Concor', 'Merck', 3.6], ['Fidson Bisoprolol', FIDSON, 1],
  ]),
  // Respiratory
  seed('Salbutamol', '100mcg', 'inhaler', '200 doses', 'respiratory', true, 3500, [
    ['Ventolin Evohaler', GSK, 1.9], ['Asthalin Inhaler', 'Cipla', 1],
  ]),
  seed('Salbutamol', '4mg', 'tablet', '100 tablets', 'respiratory', true, 700, [
    ['Emzor Salbutamol', EMZOR, 1], ['M&B Salbutamol', MB, 1.1],
  ]),
  seed('Montelukast', '10mg', 'tablet', '30 tablets', 'respiratory', true, 4200, [
    ['Singulair', 'MSD', 3.1], ['Fidson Montelukast', FIDSON, 1],
  ]),
  seed('Diphenhydramine Cough Syrup', '14mg/5ml', 'syrup', '100ml bottle', 'respiratory', false, 1300, [
    ['Benylin Original', 'Kenvue', 2.6], ['Emzor Cough Syrup', EMZOR, 1], ['Juhel Cough Syrup', JUHEL, 0.95],
  ]),
  seed('Prednisolone', '5mg', 'tablet', '100 tablets', 'respiratory', true, 900, [
    ['Emzor Prednisolone', EMZOR, 1], ['M&B Prednisolone', MB, 1.1],
  ]),
  // Digestive and deworming
  seed('Omeprazole', '20mg', 'capsule', '14 capsules', 'digestive', false, 1000, [
    ['Losec', 'AstraZeneca', 7.8], ['Emzor Omeprazole', EMZOR, 1], ['Fidson Omeprazole', FIDSON, 1.15],
  ]),
  seed('Oral Rehydration Salts (ORS)', '20.5g', 'sachet', '10 sachets', 'digestive', false, 1000, [
    ['Emzor ORS', EMZOR, 1], ['Fidson ORS', FIDSON, 1.05], ['Swipha ORS', SWIPHA, 0.95],
  ]),
  seed('Loperamide', '2mg', 'capsule', '12 capsules', 'digestive', false, 600, [
    ['Imodium', 'Kenvue', 5.6], ['Emzor Loperamide', EMZOR, 1],
  ]),
  seed('Magnesium/Aluminium Hydroxide', '200ml', 'syrup', '200ml suspension', 'digestive', false, 1800, [
    ['Gestid', 'Mega Lifesciences', 1.4], ['Gaviscon', 'Reckitt', 3.2], ['Emzor Antacid Suspension', EMZOR, 1],
  ]),
  seed('Albendazole', '400mg', 'tablet', '1 tablet', 'digestive', false, 300, [
    ['Zentel', GSK, 5.5], ['Emzor Albendazole', EMZOR, 1], ['Swipha Albendazole', SWIPHA, 0.95],
  ]),
  seed('Mebendazole', '100mg', 'tablet', '6 tablets', 'digestive', false, 400, [
    ['Vermox', 'Janssen', 4.8], ['Emzor Mebendazole', EMZOR, 1],
  ]),
  // Allergy
  seed('Loratadine', '10mg', 'tablet', '10 tablets', 'allergy', false, 600, [
    ['Clarityne', 'Bayer', 5.9], ['Emzor Loratadine', EMZOR, 1], ['Fidson Loratadine', FIDSON, 1.1],
  ]),
  seed('Cetirizine', '10mg', 'tablet', '10 tablets', 'allergy', false, 500, [
    ['Zyrtec', 'UCB', 7.1], ['Emzor Cetirizine', EMZOR, 1], ['Fidson Cetirizine', FIDSON, 1.1], ['Swipha Cetirizine', SWIPHA, 0.95],
  ]),
  seed('Chlorphenamine', '4mg', 'tablet', '30 tablets', 'allergy', false, 300, [
    ['Piriton', 'Haleon (GSK)', 4.2], ['Emzor Chlorphenamine', EMZOR, 1],
  ]),
  seed('Promethazine', '5mg/5ml', 'syrup', '100ml bottle', 'allergy', true, 1100, [
    ['Phenergan Elixir', 'Sanofi', 2.8], ['Emzor Promethazine Syrup', EMZOR, 1],
  ]),
  // Skin
  seed('Clotrimazole', '1%', 'cream', '20g tube', 'skin', false, 700, [
    ['Canesten', 'Bayer', 3.4], ['Emzor Clotrimazole', EMZOR, 1],
  ]),
  seed('Ketoconazole/Neomycin/Clobetasol', 'triple action cream', 'cream', '30g tube', 'skin', false, 1400, [
    ['Funbact-A', FIDSON, 1], ['Skineal', 'Geneith Pharmaceuticals', 1.1],
  ]),
  seed('Hydrocortisone', '1%', 'cream', '15g tube', 'skin', false, 900, [
    ['Emzor Hydrocortisone', EMZOR, 1], ['M&B Hydrocortisone', MB, 1.1],
  ]),
  seed('Chloramphenicol', '0.5%', 'drops', '10ml bottle', 'antibiotics', true, 600, [
    ['Emzor Chloramphenicol', EMZOR, 1], ['Juhel Chloramphenicol', JUHEL, 0.95],
  ]),
];
