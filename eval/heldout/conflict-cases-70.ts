/**
 * Held-out merge-conflict pairs, set 70 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: portrait and wedding photography studios.
 *
 * Topics (one per case, 40 in all):
 *   close: engagement start time, Okafor deposit, Signature image count, album spreads, second shooter
 *     hours, canvas size, Whitfield lead, Hollis ceremony time, gallery expiry, formals groupings
 *   identifier: Brennan invoice, Harlow gallery code, Nguyen lab order, Meadow preset version
 *   negation: Skye second shooter, Cliveden drones, booking fee refund, St Anne's flash
 *   multi: Gold package, Otis newborn, Kaur print order, Dev and Hana engagement
 *   correction: mini session park, balance due, Hargreaves proofs
 *   list: Ashworth kit, Abara must-haves, Castellano add-ons
 *   paraphrase: Pemberton ceremony, Fairbairn quote, Morrow-Patel date, registry coverage, seamless
 *     width, Ruiz maternity form
 *   shared-words: studio capacities, Christmas minis by year, album order and delivery, wedding and
 *     portrait deposits, lens returns, second shooters on the 13th
 *
 * Counts by shape (a case may carry more than one): close 10, identifier 4, negation 4, multi 6,
 * correction 5, paraphrase 15, shared-words 6, list 4.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
import type { HeldOutConflictCase } from "./conflict-cases";

export const HELDOUT_CONFLICT_CASES_70: HeldOutConflictCase[] = [
  // ---- close ----
  {
    name: "h70 golden-hour engagement start, quarter past seven vs 19:45",
    branch: [
      "What time should I tell Niamh and Theo to meet us at Formby for the engagement shoot on Saturday?",
      "Sunset on 19 July is around 21:20, so I'd start at quarter past seven and shoot until just after nine. That gives you the pinewoods first, then the dunes for the last hour. Pack the 85mm and the gold reflector.",
    ],
    parent: [
      "> What time are we meeting Niamh and Theo?\nI've told them 19:45 at the Victoria Road car park, and we'll walk down to the dunes together. Bring the 85mm and the gold reflector, I've got the picnic blanket.",
    ],
    conflicts: [["start at quarter past seven", "told them 19:45"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h70 Okafor deposit, booking form vs bank transfer",
    branch: [
      "Booking form from the Okafor wedding just came in:\n\nClient names: Adaeze Okafor & Luke Bramley\nWedding date: 27/09/2025\nVenue: Hengrave Hall, Bury St Edmunds\nPackage: Full Day Gold\nDeposit: £450\nBalance due: 6 weeks before the wedding\nHow did you hear about us: Instagram",
      "> Package: Full Day Gold\nGot it. I'll send the Gold contract and the deposit invoice today and block out the date in the diary.",
    ],
    parent: [
      "Deposit for Okafor/Bramley landed this morning, £540 by bank transfer, ref OKAFOR WED. Contract's signed too, so Hengrave Hall is locked in.",
    ],
    conflicts: [["Deposit: £450", "£540 by bank transfer"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h70 Signature package images, table cell vs website copy",
    branch: [
      "Can you lay out the three portrait packages as a table for the new pricing page?",
      "| Package | Session | Edited images | Price |\n|---|---|---|---|\n| Mini | 30 min | 10 | £150 |\n| Classic | 1 hr | 25 | £295 |\n| Signature | 2 hrs | 50 | £495 |",
    ],
    parent: [
      '> can you send me the Signature blurb?\nFinal copy from Harriet: "Our longest session, in the studio or on location, with 40 edited images delivered in a private online gallery. £495."',
    ],
    conflicts: [["Signature | 2 hrs | 50", "40 edited images"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h70 heirloom album spreads included as standard",
    branch: [
      "> Does the heirloom album come with 20 spreads or is that extra?\nHi Rosie! It includes 20 spreads (40 pages) as standard, and extra spreads are £35 each if you can't narrow it down 😊",
    ],
    parent: [
      "Note for the team: from this year the heirloom album in every wedding collection includes 24 spreads as standard, extras still £35 each. Rosie and Dan's design draft is due 3 November.",
    ],
    conflicts: [["includes 20 spreads", "includes 24 spreads"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h70 second shooter hours for the Marsh wedding",
    branch: [
      "Second shooter for Elena Marsh's wedding: Jonah, from 12:00 through to the first dance, so 6 hours at £45 an hour, plus mileage.",
    ],
    parent: [
      "> did Jonah confirm for Elena's?\nYes, confirmed for the Marsh-Delaney wedding: starts at 12:00, 8 hours of second shooting, £45 an hour plus mileage, invoicing the studio directly.",
    ],
    conflicts: [["so 6 hours", "8 hours of second shooting"]],
    paraphrases: [],
    shapes: ["close", "multi"],
  },
  {
    name: "h70 Adeyemi canvas size",
    branch: [
      "What size canvas did Mrs Adeyemi choose at the viewing?",
      "From the viewing notes: a 20x30 inch canvas of image 0147 for above the fireplace, 38mm deep frame, gallery wrap.",
    ],
    parent: [
      "> has the Adeyemi canvas gone off?\nSent to the lab this afternoon: 20x24 inch, image 0147, gallery wrap. Should be back in ten days.",
    ],
    conflicts: [["20x30 inch", "20x24 inch"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h70 Whitfield wedding lead, Kasia vs Katya",
    branch: [
      "Who's covering the Whitfield wedding on 9 August while I'm in Lisbon?",
      "> Who's covering the Whitfield wedding?\nKasia is taking it as lead, with Ollie second shooting. She's already had the timeline call with the couple.",
    ],
    parent: [
      "August rota is up on the board:\n9 Aug - Whitfield, Hales Hall - lead: Katya, second: Ollie\n16 Aug - Brennan, The Barns - lead: Kasia, second: Jonah\n23 Aug - studio portraits only",
    ],
    conflicts: [["Kasia is taking it as lead", "lead: Katya"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h70 Hollis ceremony time, form vs phone call",
    branch: [
      "Pasting the Hollis booking form so we have the timings:\n\nCouple: Freya Hollis & Sam Ortega\nWedding date: 2025-10-11\nCeremony venue: St Mary's, Thaxted\nCeremony time: 1:30 pm\nReception venue: Horham Hall\nGuests: 85\nConfetti: yes, biodegradable",
    ],
    parent: [
      "Phoned Freya to go through the day. The ceremony at St Mary's is at 2pm on 11 October, 85 guests, biodegradable confetti on the way out, then coaches to Horham Hall.",
    ],
    conflicts: [["Ceremony time: 1:30 pm", "is at 2pm"]],
    paraphrases: [["2025-10-11", "11 October"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h70 online gallery expiry changed in the spring",
    branch: [
      "How long do clients keep access to their online gallery?",
      "Galleries stay live for 90 days after delivery, then they're archived. Reactivating one costs £25.",
    ],
    parent: [
      "> how long do galleries stay up for clients?\nWe changed it in the spring: galleries now expire 60 days after delivery. Reactivation is still £25, and the archived files are kept for 7 years.",
    ],
    conflicts: [["live for 90 days", "expire 60 days after delivery"]],
    paraphrases: [],
    shapes: ["close", "correction"],
  },
  {
    name: "h70 Lindqvist family formals groupings",
    branch: [
      "Anna sent over the family formals list for the Lindqvist wedding: eleven groupings, on the terrace straight after the ceremony, 25 minutes max.",
      "Eleven is comfortable in 25 minutes if an usher calls people up. I'll print the list on a card for Ollie.",
    ],
    parent: [
      "> How many formals groupings for Lindqvist?\nFinal list is 13 groupings, Anna split both grandmothers out into their own shots. Still on the terrace, still 25 minutes.",
    ],
    conflicts: [["eleven groupings", "13 groupings"]],
    paraphrases: [],
    shapes: ["close", "correction"],
  },
  // ---- identifier ----
  {
    name: "h70 Brennan balance invoice number",
    branch: [
      "Which invoice did the Brennans pay? Their bank reference is garbled.",
      "The amount matches INV-2291, the £1,200 balance for their 16 August wedding.",
    ],
    parent: [
      "> which invoice did the Brennans pay?\nXero has their £1,200 payment reconciled against INV-2219 on Tuesday. Nothing else outstanding for them.",
    ],
    conflicts: [["INV-2291", "INV-2219"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h70 Harlow family gallery access code",
    branch: [
      "> Hiya, can you resend the gallery code? I've lost the email 🙈\nNo problem Jess! Your Harlow family gallery code is HARLOW0614, and favourites are switched on so you can shortlist for prints.",
    ],
    parent: [
      "Pixieset settings for the Harlow family session: access code HARLOW0641, download PIN 4471, favourites on, print store on.",
    ],
    conflicts: [["code is HARLOW0614", "access code HARLOW0641"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h70 Nguyen print order number at the lab",
    branch: [
      "Has the Nguyen print order gone to the lab yet?",
      "Yes, submitted to Loxley this morning as order 5583917: 1 x 16x12 mounted and 12 x 7x5, standard delivery.",
    ],
    parent: [
      "> Nguyen prints ordered?\nLoxley confirmation just came through: Order #5583971 received, 1 x 16x12 mounted, 12 x 7x5 lustre, dispatch in 3-4 working days.",
    ],
    conflicts: [["order 5583917", "Order #5583971"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h70 Meadow preset version with and without a v",
    branch: [
      "Which preset are we using on the Morrow-Patel edit?",
      "Our in-house Meadow pack, version 3.2, with exposure balanced per scene. The old 3.1 pack had the green shift in skin tones, so keep away from that one.",
    ],
    parent: [
      "> editing brief for Morrow-Patel?\nSent to the retoucher: Meadow v3.2 preset, light skin retouch only, deliver by 20 Sept.",
    ],
    conflicts: [],
    paraphrases: [["version 3.2", "v3.2"]],
    shapes: ["identifier", "paraphrase"],
  },
  // ---- negation ----
  {
    name: "h70 Skye elopement, no second shooter vs Priya booked",
    branch: [
      "For the Skye elopement on 3 May it's just Iona and Cal, two witnesses and me. We won't need a second shooter, I'll do the hike up the Quiraing solo.",
      "Makes sense. I'll book you one seat on the Glasgow to Portree bus and the B&B in Uig for two nights.",
    ],
    parent: [
      "> do we need anyone else for Skye?\nYes, Priya is booked as second shooter for the Skye elopement on 3 May. Her travel from Glasgow is sorted and she's sharing the Uig B&B.",
    ],
    conflicts: [["We won't need a second shooter", "Priya is booked as second shooter"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h70 drone shots at Cliveden",
    branch: [
      "> Can we get drone shots at Cliveden?\nYes, Cliveden allows drones on the south lawn as long as the pilot has a CAA operator ID, which Marcus has.",
    ],
    parent: [
      "Heard back from the Cliveden events team: no drones anywhere on the estate, full stop. Marcus will do the high wides from the terrace steps instead.",
    ],
    conflicts: [["Cliveden allows drones", "no drones anywhere on the estate"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h70 family shoot booking fee refundable or not",
    branch: [
      "A client's asking whether the £300 booking fee comes back if they cancel the family shoot.",
      "> does the booking fee come back if they cancel?\nNo, the booking fee is non-refundable. If they postpone rather than cancel, it moves to the new date as long as that's within 12 months.",
    ],
    parent: [
      "Updated T&Cs are live on the site: the £300 booking fee is refundable in full if you cancel more than 60 days before the session. Postponements within 12 months carry the fee over.",
    ],
    conflicts: [["the booking fee is non-refundable", "refundable in full"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h70 St Anne's no-flash rule said twice",
    branch: [
      "Vicar's rules for St Anne's: we won't use flash at any point during the service, and we stay behind the back pew for the vows.",
    ],
    parent: [
      "> anything I need to know about St Anne's?\nFlash is off for the whole service, no exceptions, and the vows are shot from behind the last pew. Confetti only outside the lychgate.",
    ],
    conflicts: [],
    paraphrases: [
      ["won't use flash", "Flash is off"],
      ["behind the back pew", "behind the last pew"],
    ],
    shapes: ["negation", "paraphrase"],
  },
  // ---- multi ----
  {
    name: "h70 Gold wedding package, price risen",
    branch: [
      "Can you summarise the Gold package for my enquiry reply?",
      "Gold: 8 hours of coverage, two photographers, around 500 edited images, a 10x10 album, £2,950.",
    ],
    parent: [
      "> what's in Gold again?\nGold is 8 hrs, 2 photographers, ~500 images and the 10x10 album. It's £3,150 now, since the January price rise.",
    ],
    conflicts: [["£2,950", "£3,150"]],
    paraphrases: [
      ["8 hours of coverage", "8 hrs"],
      ["two photographers", "2 photographers"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h70 Otis newborn session, date agrees, length differs",
    branch: [
      "Baby Otis newborn session: Thursday 6 March at 9:30am in the studio. Allow 3 hours for feeds and settling, parents-in-shot poses included.",
    ],
    parent: [
      "Diary entry: Otis newborn, Thu 06/03, 09:30, studio 2. Blocked for 4 hours, he'll be 3 weeks old on the day.",
    ],
    conflicts: [["Allow 3 hours", "Blocked for 4 hours"]],
    paraphrases: [
      ["Thursday 6 March", "Thu 06/03"],
      ["9:30am", "09:30"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h70 Kaur print order, list vs CSV export",
    branch: [
      "Kaur family print order from Saturday's viewing:\n- 1 x 30x20 framed (image 22)\n- 2 x 10x8 (images 05 and 31)\n- 6 x 6x4 (mixed)\n- USB of the full gallery\nTotal £640.",
    ],
    parent: [
      "Order export from the studio system:\nqty,size,finish,images\n1,30x20,framed,22\n2,10x8,unframed,05;31\n8,6x4,unframed,mixed\n1,USB,-,all",
    ],
    conflicts: [["6 x 6x4", "8,6x4"]],
    paraphrases: [],
    shapes: ["multi", "list"],
  },
  {
    name: "h70 Dev and Hana engagement session, every detail rewritten",
    branch: [
      "Engagement session for Dev and Hana: Sunday 12 October, 4 pm, 90 minutes in Richmond Park, £250 (redeemable against the wedding package).",
    ],
    parent: [
      "> Dev & Hana's engagement shoot details?\nSun 12/10 at 16:00, Richmond Park, an hour and a half. The two hundred and fifty pounds comes off their wedding balance if they book.",
    ],
    conflicts: [],
    paraphrases: [
      ["Sunday 12 October", "Sun 12/10"],
      ["4 pm", "16:00"],
      ["90 minutes", "an hour and a half"],
      ["£250", "two hundred and fifty pounds"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  // ---- correction ----
  {
    name: "h70 autumn mini sessions moved park",
    branch: [
      "Draft for the autumn mini session post: we're at Dunham Massey by the deer park on Saturday 18 October, 20-minute slots from 10:00, £120 including 8 edited images.",
    ],
    parent: [
      "Correction to the mini session post before it goes out: we're at Tatton Park this year, not Dunham. Still Sat 18 Oct, 20 min slots from 10am, £120 with 8 edited images.",
    ],
    conflicts: [["at Dunham Massey", "at Tatton Park"]],
    paraphrases: [
      ["Saturday 18 October", "Sat 18 Oct"],
      ["from 10:00", "from 10am"],
    ],
    shapes: ["correction", "multi", "paraphrase"],
  },
  {
    name: "h70 wedding balance due date in the 2025 contract",
    branch: [
      "Remind me when the balance is due under the new wedding contract?",
      "The balance is due 30 days before the wedding, by bank transfer or card (card adds a 2% fee).",
    ],
    parent: [
      "> when's the balance due on the 2025 contract?\nI put this wrong in the welcome guide, sorry: the balance is due 14 days before the wedding. The 2% card fee hasn't changed.",
    ],
    conflicts: [["due 30 days before", "due 14 days before"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h70 Hargreaves proofs, correction that agrees",
    branch: [
      "When do the Hargreaves get their proof gallery?",
      "Friday 14 November, about six weeks after the wedding, as promised in the contract.",
    ],
    parent: [
      "> when do the Hargreaves get proofs?\nCorrection to my email this morning: the Hargreaves proof gallery goes out Friday 14 November, not the 4th. The 4th is when the Tanaka album goes to print.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["correction"],
  },
  // ---- list ----
  {
    name: "h70 Ashworth wedding kit, one lens swapped",
    branch: [
      "Kit list for the Ashworth wedding on Sunday:\n• 2x R6 II bodies\n• RF 35 1.8, RF 85 1.2, RF 70-200 2.8\n• 2x Godox V1 + 1x AD200\n• 6 batteries, 8 cards",
      "Looks complete. Charge all the batteries tonight and format the cards in camera before you leave.",
    ],
    parent: [
      "> is the Ashworth kit packed?\nPacked and checked: 2x R6 II, RF 35 1.8, RF 100 macro, RF 70-200 2.8, 2x V1, AD200. Batteries are on charge.",
    ],
    conflicts: [["RF 85 1.2", "RF 100 macro"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "h70 Abara must-have shots in another order",
    branch: [
      "Must-have candids for the Abara wedding, from Tolu's form: grandma's arrival, the ring exchange, the money spray, the first dance.",
    ],
    parent: [
      "> Tolu's must-have shots?\nFirst dance, money spray, grandma arriving, ring exchange. Printed a copy for the second shooter too.",
    ],
    conflicts: [],
    paraphrases: [
      [
        "grandma's arrival, the ring exchange, the money spray, the first dance",
        "First dance, money spray, grandma arriving, ring exchange",
      ],
    ],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "h70 Castellano album add-ons reordered",
    branch: [
      "> which add-ons did the Castellanos go for?\nParent albums x2, a USB box, and the 16x20 framed print. They passed on the canvas.",
    ],
    parent: ["Castellano invoice lines: framed 16x20 print, USB box, two parent albums. Balance due at collection."],
    conflicts: [],
    paraphrases: [
      ["Parent albums x2, a USB box, and the 16x20 framed print", "framed 16x20 print, USB box, two parent albums"],
    ],
    shapes: ["list", "paraphrase"],
  },
  // ---- paraphrase ----
  {
    name: "h70 Pemberton ceremony at half past four",
    branch: [
      "> What time is the Pemberton ceremony?\nHalf past four at the registry office, so I'll get there at 3:45 for the arrival shots outside.",
    ],
    parent: [
      "Pembertons' timeline: ceremony 16:30 at Chelmsford registry office, drinks reception 17:15 at The Lion Inn, speeches 19:00.",
    ],
    conflicts: [],
    paraphrases: [["Half past four", "16:30"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h70 Fairbairn half-day quote in k and in full",
    branch: [
      "What did we quote the Fairbairns for the half-day package?",
      "> quote for the Fairbairns?\nHalf-day (5 hours, one photographer) at £2.4k, with the engagement shoot thrown in.",
    ],
    parent: [
      "Fairbairn contract drawn up: Half Day Collection, 5 hours, one photographer, £2,400, complimentary engagement session.",
    ],
    conflicts: [],
    paraphrases: [["£2.4k", "£2,400"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h70 Morrow-Patel wedding date in words and in a calendar export",
    branch: [
      "When's the Morrow-Patel wedding?",
      "Saturday the 6th of September, at Cambridge Cottage in Kew. Getting-ready coverage starts at 10.",
    ],
    parent: [
      "Calendar export:\ndate,client,venue,start\n2025-09-06,Morrow-Patel,Cambridge Cottage Kew,10:00\n2025-09-13,Abara,Shoreditch Town Hall,11:30",
    ],
    conflicts: [],
    paraphrases: [
      ["6th of September", "2025-09-06"],
      ["starts at 10", "10:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h70 registry office coverage in hours and minutes",
    branch: [
      "> How long is the registry office package?\nThree hours of coverage: ceremony, confetti, and portraits in the park before the meal.",
    ],
    parent: ["Website copy, Registry Office package: 180 minutes of coverage, 150+ edited images, £895."],
    conflicts: [],
    paraphrases: [["Three hours", "180 minutes"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h70 headshot wall seamless in inches and metres",
    branch: [
      "Which seamless should I order for the new headshot wall?",
      'The standard 107" wide roll in Thunder Grey, it just fits between the two pillars.',
    ],
    parent: ["> seamless ordered?\nYes, from Wex: Colorama Thunder Grey, 2.72 m x 11 m roll, arriving Thursday."],
    conflicts: [],
    paraphrases: [['107" wide', "2.72 m"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h70 Ruiz maternity booking form and confirmation",
    branch: [
      "Booking form, Ruiz maternity session:\n\nName: Carmen Ruiz\nSession: Maternity (studio)\nPreferred date: 2025-11-22\nTime: 11:00\nDue date: 2026-01-05\nOwn outfits: 2, plus studio gowns",
    ],
    parent: [
      "Confirmation sent to Carmen: your maternity session is on Saturday 22 November at 11am in the studio. Studio gowns are available, and bring two outfits of your own.",
    ],
    conflicts: [],
    paraphrases: [
      ["2025-11-22", "Saturday 22 November"],
      ["Time: 11:00", "11am"],
    ],
    shapes: ["paraphrase"],
  },
  // ---- shared-words ----
  {
    name: "h70 Studio A and Studio B capacities",
    branch: [
      "How many people can we fit in Studio A for the extended family shoot?",
      "Studio A takes up to 12 people comfortably on the 3 m white cyc, with the lights on the ceiling rail.",
    ],
    parent: [
      "> Studio B notes?\nStudio B: max 6 people, the paper roll is 2.72 m, and the north window gives soft light until about 2 pm.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h70 Christmas minis, last year's price and this year's",
    branch: [
      "> How much were the Christmas minis?\nLast year (2024) the Christmas minis were £95 for 15 minutes and 5 images.",
    ],
    parent: [
      "Christmas minis 2025 go on sale Monday: £120 for 15 minutes and 6 edited images, in the studio with the tree set.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h70 Lindqvist album order date and delivery date",
    branch: [
      "When did we order the Lindqvist album?",
      "It went to the bindery on 2 October, once Anna approved the final design.",
    ],
    parent: [
      "> any news on the Lindqvist album?\nBindery says it will be delivered to the studio on 24 October. We'll hand it over at the November open evening.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h70 wedding deposit and portrait booking fee",
    branch: [
      "Enquiry form:\n\nName: Priti Shah\nEnquiry type: Wedding\nDate: 14/06/2026\nVenue: Botleigh Grange\nBudget: £3,000\n\nWhat's our deposit for a wedding like this?",
      "Weddings need a 25% deposit to secure the date, so £750 if she goes for the £3,000 collection.",
    ],
    parent: [
      "Reminder for the portrait side: family and newborn sessions need a £75 booking fee at the time of booking, and the rest is due at the viewing.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h70 two lenses going back on different days",
    branch: ["The rented RF 28-70 f/2 goes back to Hireacamera on Monday 8 September, they're couriering it."],
    parent: [
      "> anything to return this week?\nThe borrowed Sigma 105 macro goes back to Lukas on Wednesday 10 September, he needs it for a product shoot.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h70 second shooters for two weddings on the 13th",
    branch: ["> Who's second shooting on the 13th?\nJonah's with me at the Abara wedding in Shoreditch, 11:30 start."],
    parent: [
      "For the Carlisle wedding on Saturday the 13th, Kasia's lead and Ollie is her second shooter. They'll need the spare R6 II.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
