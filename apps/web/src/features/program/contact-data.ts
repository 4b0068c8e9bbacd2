/**
 * The club office's contact data shown on /contact. One place to update it;
 * these are the programme's placeholders until the provider supplies final data.
 */
export const CONTACT = {
  officeName: 'Biuro Klubu',
  email: 'klub@example.pl',
  phone: '+48 22 000 00 00',
  phoneHref: 'tel:+48220000000',
  hours: 'poniedziałek–piątek, 8:00–16:00',
  address: ['ul. Przykładowa 1', '00-001 Warszawa'],
} as const;
