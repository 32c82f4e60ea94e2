/**
 * The default text of the shop's info pages (/info/{slug}), in Markdown. They are reference data:
 * the seed creates the missing ones and never overwrites a page an admin has edited.
 */
export interface InfoPageSeed {
  slug: string;
  title: string;
  body: string;
}

export const INFO_PAGE_SLUGS = ['about', 'cancelation', 'contact', 'privacy-policy', 'refund', 'termsandconditions'] as const;
export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];

export const INFO_PAGES: readonly InfoPageSeed[] = [
  {
    slug: 'about',
    title: 'About Pathagar',
    body: `Pathagar is an online bookshop for students in Bangladesh. We started with one idea: a student in
Rangpur or Bhola should be able to get the same textbooks, guides and question banks as a student in Dhaka,
at the same price, without losing a week looking for them.

## What we sell

- **Books** for SSC, HSC and admission preparation: academic textbooks, cycle-wise guides, and preparation
  books for engineering, medical and university admission tests.
- **Ebooks** you can read in the browser right after you pay, with free preview pages before you buy.
- **Bundles** put together for each exam year, so you get everything for a subject at a lower price.
- **Courses** for HSC batches, with chapters of video lessons, notes and quizzes.
- **Stationery**: pens, notebooks, geometry boxes and exam essentials.

## How we work

We buy directly from publishers and authorised distributors, so every book is an original print. Orders are
packed in our Dhaka warehouse and sent by courier to all 64 districts. You can pay cash on delivery or online
with bKash, Nagad, Rocket or a card.

Questions? See our [contact page](/info/contact).
`,
  },
  {
    slug: 'cancelation',
    title: 'Cancellation policy',
    body: `You can cancel an order free of charge **until it is handed to the courier**.

## How to cancel

1. Sign in and open the order from your profile, or
2. Call our helpline or message us on Facebook with your order number.

We confirm every cancellation by SMS.

## After the order has shipped

Once the parcel is with the courier the order can no longer be cancelled. You may refuse the parcel at the
door; for cash-on-delivery orders the courier's return charge may then be added to your next order. For paid
orders, see the [refund policy](/info/refund).

## Digital products

Ebooks and courses are delivered to your library as soon as payment is confirmed, so they cannot be cancelled
after purchase. If you were charged by mistake, contact us within 7 days.

## Orders we cancel

We may cancel an order when an item is out of stock, the delivery address cannot be reached, or the payment is
not confirmed. If you have already paid, the full amount is refunded.
`,
  },
  {
    slug: 'contact',
    title: 'Contact us',
    body: `We are happy to help with orders, payments, deliveries and book recommendations.

## Customer support

- **Helpline:** 09610-000000 (10 am to 8 pm, Saturday to Thursday)
- **Email:** support@pathagar.example
- **Facebook:** message our page, we usually reply within an hour during office time

Please keep your **order number** ready: it is in the confirmation SMS and on your profile page.

## Office and warehouse

Pathagar, 3rd floor, 38 Banglabazar, Dhaka 1100, Bangladesh

Walk-in collection of online orders is possible from 11 am to 6 pm on working days; please call first.

## Publishers and schools

For bulk orders, school supplies or listing your books with us, write to partners@pathagar.example.
`,
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    body: `This policy explains what we collect when you use Pathagar and what we do with it.

## What we collect

- **Account details:** your name, mobile number, email address (if you give one) and HSC batch.
- **Orders:** what you buy, your delivery address and how you paid. We do not store card numbers or mobile
  wallet PINs; payments are handled by the payment gateway.
- **Usage:** pages visited and items added to the cart, so the shop works and we can improve it.

## How we use it

- To deliver your orders and send order and delivery updates by SMS.
- To give you access to the ebooks and courses you bought.
- To answer your support requests.
- To show relevant offers, only if you agree to receive them.

## Who we share it with

Only with those who need it to serve you: the courier (name, phone and address), the payment gateway, and the
SMS provider. We never sell your data.

## Your choices

You can update your profile at any time, ask us for a copy of your data, or ask us to delete your account by
writing to support@pathagar.example. Order records are kept as long as the law requires.

## Cookies

We use a session cookie to keep you signed in and remember your cart. Advertising pixels are used to measure
our campaigns.
`,
  },
  {
    slug: 'refund',
    title: 'Return and refund policy',
    body: `We want every book to arrive in perfect condition. If something is wrong, we will put it right.

## Returns

You can return a printed book or stationery item **within 7 days of delivery** when:

- it arrived damaged, misprinted or with missing pages;
- you received a different item or edition than you ordered.

Please check the parcel in front of the delivery person where possible, and send us a photo of the problem
with your order number.

## How refunds work

- We replace the item free of charge, or refund you if a replacement is not available.
- Online payments are refunded to the same bKash, Nagad, Rocket or card account within **7 to 10 working
  days** after we receive the returned item.
- Delivery charges are refunded when the mistake was ours.

## Not returnable

Items that were used, written in or damaged after delivery; ebooks and courses once opened (except for a
technical fault we cannot fix); and items bought in a clearance sale.
`,
  },
  {
    slug: 'termsandconditions',
    title: 'Terms and conditions',
    body: `By using Pathagar and placing an order you agree to these terms.

## Accounts

You are responsible for keeping your password safe and for orders placed from your account. Give a mobile
number you use: we confirm orders and send delivery updates to it.

## Prices and payment

All prices are in Bangladeshi Taka (৳) and include VAT where applicable. Delivery charges are shown in the
cart before you confirm. A price shown by mistake may be corrected before the order is confirmed; we will tell
you first.

## Orders and delivery

An order is accepted once you receive our confirmation SMS. Delivery usually takes 2–3 days inside Dhaka and
3–5 days elsewhere; courier delays on holidays or in bad weather are outside our control.

## Coupons

Coupons have their own conditions (dates, minimum order, number of uses) and cannot be exchanged for cash.

## Digital products

Ebooks and courses are licensed to your account for personal study. Sharing your account, copying or
redistributing the content is not allowed and may lead to the account being closed.

## Reviews

Reviews must be about the product and respectful. We may decline reviews that are abusive, off-topic or contain
personal information.

## Changes

We may update these terms; the version on this page applies to new orders. These terms are governed by the
laws of Bangladesh.
`,
  },
];
