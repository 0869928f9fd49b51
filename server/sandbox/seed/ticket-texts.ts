/** Realistic subjects and bodies for seeded tickets (plain text; the HTML form is derived). */
export const ticketTopics: readonly { title: string; body: string; steps?: string[] }[] = [
  {
    title: 'Refund not received after return',
    body: 'I returned my order three weeks ago and the tracking says it was delivered to you, but I still have not received my refund.',
  },
  {
    title: 'Cannot log in after password reset',
    body: 'After resetting my password I get "invalid credentials" every time.',
    steps: ['Open the login page', 'Enter the new password', 'See the error'],
  },
  {
    title: 'Invoice shows the wrong VAT number',
    body: 'Our company VAT number is wrong on the last two invoices. Can you issue corrected ones?',
  },
  {
    title: 'Package arrived damaged',
    body: 'The box was crushed and the screen of the monitor is cracked. Photos attached.',
  },
  {
    title: 'How do I change my subscription plan?',
    body: 'I would like to move from the monthly plan to the yearly one without losing my data.',
  },
  {
    title: 'App crashes when uploading photos',
    body: 'The mobile app closes as soon as I pick more than five photos.',
    steps: ['Open the app', 'Tap "Upload"', 'Select six photos'],
  },
  {
    title: 'Question about delivery to Svalbard',
    body: 'Do you ship to Longyearbyen, and how long does it usually take?',
  },
  {
    title: 'Double charge on my credit card',
    body: 'I was charged twice for order SO-48213. Please refund one of the payments.',
  },
  {
    title: 'Feature request: dark mode',
    body: 'It would be great if the customer portal had a dark theme. My eyes thank you in advance!',
  },
  {
    title: 'Integration with our CRM stopped syncing',
    body: 'Since Monday no new contacts arrive in our CRM. The webhook log shows HTTP 401.',
  },
  {
    title: 'Bestilling mangler en vare',
    body: 'Hei! Pakken kom i dag, men ladekabelen mangler. Kan dere sende den?',
  },
  {
    title: 'Tilaus on myöhässä',
    body: 'Tilaukseni piti saapua viime viikolla. Voitteko tarkistaa tilanteen?',
  },
  {
    title: 'Warranty claim for headphones',
    body: 'The left ear cup stopped working after eight months. I have the receipt.',
  },
  {
    title: 'Please delete my account (GDPR)',
    body: 'I ask you to delete my account and all personal data you hold about me.',
  },
  {
    title: 'Discount code not accepted',
    body: 'The code WINTER26 from your newsletter says "expired", but the e-mail says it is valid until Sunday.',
  },
  {
    title: 'طلب استرداد المبلغ',
    body: 'مرحبًا، أرغب في استرداد المبلغ لطلبي الأخير. شكرًا لكم 🙏',
  },
];

export const ticketTags = [
  'billing',
  'refund',
  'vip',
  'bug',
  'feature-request',
  'shipping',
  'login',
  'urgent',
  'follow-up',
  'gdpr',
] as const;

export const replyTexts = [
  'Thanks for reaching out! I have forwarded this to our billing team.',
  'Could you send us the order number so we can look it up?',
  'We have issued the refund; it can take 3–5 business days to show up.',
  'Here is the order number: SO-48213.',
  'Thank you, that solved it!',
  'Following up internally: the carrier confirmed the damage.',
] as const;
