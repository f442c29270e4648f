import type { Review } from './types'

/** A review's author as its card names them under their name: "Owner, Casa Verde Taqueria". */
export const roleAtBusiness = ({ role, business }: Review) => `${role}, ${business}`
