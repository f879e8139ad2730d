import type { Texts } from 'shared-contracts';
import type { EN } from './en';

/** The demo PSP's page texts in Tagalog (TL). */
export const TL: Texts<typeof EN> = {
  brand: 'DemoPay',
  secure: 'Ligtas na pagbabayad · test mode',
  payTo: 'Babayaran',
  amount: 'Halaga',
  reference: 'Reference',
  cardNumber: 'Numero ng card',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  holder: 'Pangalan sa card',
  pay: 'Magbayad',
  paying: 'Pinoproseso…',
  cancel: 'Kanselahin at bumalik sa site',
  back: 'Bumalik sa site',
  testCards:
    'Mga test card: bayad ang 4242 4242 4242 4242, tinatanggihan ang 4000 0000 0000 0002. Kahit anong expiry sa hinaharap, kahit anong CVC.',
  expiresAt: 'Mag-e-expire ang payment page na ito sa',
  required: 'Kailangan',
  invalidNumber: 'Hindi wasto ang numero ng card na ito',
  notTestCard: 'Test mode: gamitin ang isa sa mga test card sa ibaba',
  invalidExpiry: 'Gamitin ang MM/YY',
  expiredCard: 'Expired na ang card na ito',
  invalidCvc: '3 o 4 na digit',
  invalidHolder: 'Hanggang 80 character',
  paidTitle: 'Matagumpay ang pagbabayad',
  paid: 'Natanggap na ang iyong bayad. Ibinabalik ka na sa site.',
  declinedTitle: 'Tinanggihan ang pagbabayad',
  declined: 'Tinanggihan ang iyong card. Walang perang nakaltas. Bumalik sa site para subukang muli.',
  expiredTitle: 'Expired na ang payment page',
  expired:
    'Expired na ang payment page na ito (15 minuto lang valid ang bawat page). Walang perang nakaltas. Bumalik sa site para magsimulang muli.',
  unknownTitle: 'Hindi nahanap ang bayad',
  unknown: 'Hindi wasto ang payment link na ito.',
  languages: 'Wika',
};
