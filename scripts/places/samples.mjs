// The sample businesses the Places API stand-in answers from: sixteen made-up businesses in
// Maplewood, a made-up town in a made-up county (Sampleshire), in the JSON of
// google.maps.places.v1.Place (place.proto: id, name, displayName as google.type.LocalizedText,
// types, primaryType, formattedAddress, location as google.type.LatLng, rating, userRatingCount,
// businessStatus). Their ids have the shape of Google's place ids but say SAMPLE.
//
// What they let a visitor (and a test) try, with the review kit's 5 km search for neighbours:
// - dentists: four in Maplewood, 0.5 to 1.5 km apart, and one in Oakridge, 7 km north, outside
//   the radius, so the search "dentist Maplewood" finds four, each with three neighbours;
// - cafés (one of them accented: Café Lumière), hair salons and plumbers: three or four of each,
//   so each has two or three neighbours; one salon is new, with no rating and no reviews;
// - one bakery, the only place of its type: "fewer than two neighbours".

/**
 * A place as the API's JSON gives it, with the fields the stand-in knows.
 * @typedef {object} Place
 * @property {string} name the resource name, places/<id>
 * @property {string} id
 * @property {{ text: string, languageCode: string }} displayName
 * @property {string[]} types
 * @property {string} primaryType
 * @property {{ text: string, languageCode: string }} [primaryTypeDisplayName]
 * @property {string} formattedAddress
 * @property {{ latitude: number, longitude: number }} location
 * @property {number} [rating] between 1 and 5; missing while a place has no reviews
 * @property {number} [userRatingCount] missing while a place has no reviews
 * @property {string} [businessStatus]
 */

/** The made-up town, as its addresses name it. */
export const SAMPLE_TOWN = 'Maplewood'

/** What the local inbox's page suggests trying. */
export const SAMPLE_SEARCH = 'dentist Maplewood'

/**
 * Each sample type: its display name in English and Spanish (the API's primaryTypeDisplayName in
 * the request's language), the other types Google gives such a place, and the words a search for
 * it may use, in both languages (the API's own matching is Google's; the stand-in's is these words).
 * @type {Record<string, { en: string, es: string, types: string[], words: string }>}
 */
export const SAMPLE_TYPES = {
  dentist: { en: 'Dentist', es: 'Dentista', types: ['health'], words: 'dentist dental dentista' },
  cafe: { en: 'Cafe', es: 'Cafetería', types: ['food'], words: 'cafe coffee cafeteria' },
  hair_salon: {
    en: 'Hair salon',
    es: 'Peluquería',
    types: ['beauty_salon'],
    words: 'hair salon hairdresser barber peluqueria',
  },
  plumber: { en: 'Plumber', es: 'Fontanero', types: [], words: 'plumber plumbing fontanero plomero' },
  bakery: { en: 'Bakery', es: 'Panadería', types: ['food', 'store'], words: 'bakery panaderia' },
}

/**
 * One sample place.
 * @param {string} key the id's last part
 * @param {string} name
 * @param {string} street
 * @param {[latitude: number, longitude: number]} at
 * @param {keyof typeof SAMPLE_TYPES} type
 * @param {[rating: number, count: number]} [reviews] none for a place nobody has reviewed yet
 * @param {string} [town]
 * @returns {Place}
 */
function sample(key, name, street, [latitude, longitude], type, reviews, town = SAMPLE_TOWN) {
  const id = `ChIJSAMPLE_${key}`
  return {
    name: `places/${id}`,
    id,
    displayName: { text: name, languageCode: 'en' },
    types: [type, ...(SAMPLE_TYPES[type]?.types ?? []), 'point_of_interest', 'establishment'],
    primaryType: type,
    formattedAddress: `${street}, ${town}, Sampleshire`,
    location: { latitude, longitude },
    ...(reviews ? { rating: reviews[0], userRatingCount: reviews[1] } : {}),
    businessStatus: 'OPERATIONAL',
  }
}

/** @type {readonly Place[]} */
// prettier-ignore
export const SAMPLE_PLACES = Object.freeze([
  sample('Maplewood_FamilyDental', 'Maplewood Family Dental', '12 Orchard Lane', [45.42, -100.3], 'dentist', [4.1, 87]),
  sample('Maplewood_BrightSmile', 'Bright Smile Dental Care', '240 Main Street', [45.4235, -100.295], 'dentist', [4.8, 341]),
  sample('Maplewood_ElmDentistry', 'Elm Street Dentistry', '88 Elm Street', [45.417, -100.306], 'dentist', [4.6, 212]),
  sample('Maplewood_LakesideDental', 'Lakeside Dental Studio', '5 Lakeshore Drive', [45.429, -100.31], 'dentist', [4.4, 129]),
  sample('Oakridge_DentalGroup', 'Oakridge Dental Group', '901 Oakridge Road', [45.49, -100.3], 'dentist', [4.9, 502], 'Oakridge'),
  sample('Maplewood_CafeLumiere', 'Café Lumière', '3 Market Square', [45.4205, -100.2985], 'cafe', [4.7, 389]),
  sample('Maplewood_DailyGrind', 'The Daily Grind', '61 Main Street', [45.4222, -100.297], 'cafe', [4.3, 156]),
  sample('Maplewood_MapleLeafCoffee', 'Maple Leaf Coffee House', '17 Orchard Lane', [45.4198, -100.3012], 'cafe', [4.5, 98]),
  sample('Maplewood_CornerCup', 'Corner Cup', '2 Station Road', [45.415, -100.29], 'cafe', [3.9, 41]),
  sample('Maplewood_ShearJoy', 'Shear Joy Studio', '44 Main Street', [45.4228, -100.296], 'hair_salon'),
  sample('Maplewood_HairCo', 'Maplewood Hair Co.', '9 Elm Street', [45.418, -100.3045], 'hair_salon', [4.6, 73]),
  sample('Maplewood_CurlAndCo', 'Curl & Co. Salon', '130 Lakeshore Drive', [45.4275, -100.312], 'hair_salon', [4.2, 58]),
  sample('Maplewood_PlumbingHeating', 'Maplewood Plumbing & Heating', '400 Industrial Way', [45.412, -100.288], 'plumber', [4.7, 64]),
  sample('Maplewood_ReliableRooter', 'Reliable Rooter', '22 Mill Road', [45.426, -100.285], 'plumber', [4, 31]),
  sample('Maplewood_PipePros', 'Pipe Pros', '75 Birch Avenue', [45.431, -100.292], 'plumber', [4.5, 112]),
  sample('Maplewood_GoldenCrust', 'Golden Crust Bakery', '7 Market Square', [45.4208, -100.299], 'bakery', [4.8, 267]),
])
