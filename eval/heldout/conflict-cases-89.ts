import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 89 (issue 36), written by an author who had read neither lib/ nor
 * the other sets, before anyone ran the conflict check on them.
 *
 * Field: independent pet services that are not vets: dog groomers, dog walkers, pet sitters, boarding
 * kennels and catteries (bookings, vaccination records, feeding and medication notes, key holding,
 * rates and invoices, collection and drop-off times, kennel/cattery unit numbers, insurance, incident
 * reports).
 *
 * Styles: about half the messages are written the way the trade writes them: booking forms, kennel
 * cards, feeding and medication charts, grooming cards, walk logs, a daycare register, invoices, terse
 * texts, WhatsApp-style team messages with timestamps, an email with a signature; the rest are plain
 * sentences.
 *
 * Topics by shape:
 * - close: groom price £42/£48, kennel 14/41, microchip last digits swapped, out date corrected,
 *   cattery rate £13.50/£14.50, daycare rate £22/£24, cattery leaving date, Loxicom 2.8ml/2.5ml,
 *   invoice £186.40/£168.40, incident time 3.10pm/3.40pm, insurance excess, daycare drop-off
 *   7:45/7:15, Christmas deposit 25%/20%, emergency phone digits swapped.
 * - identifier: kennel card unit, microchip (one swapped, one written in groups), key-holding postcode,
 *   lockbox code, walk-bundle booking ref, insurance policy number spaced two ways, cattery pen,
 *   invoice numbers, emergency contact phone.
 * - negation: off lead allowed/on lead only, Metacam will/won't be given, not in on Friday (agreeing),
 *   spare key kept/not held, not to share a kennel (agreeing), chews allowed/banned.
 * - correction: out date corrected in the parent, feeding chart corrected inside the branch (ends
 *   agreeing), price-list update, cattery pen corrected, walker's pick-up time corrected inside the
 *   branch (ends agreeing).
 * - shared-words: two dogs' weights, two dogs' kennels, two cats' pods and feeding times, two walk
 *   invoices for different clients.
 * - list: vaccinations with one item different, the same walk group reordered, grooming add-ons with one
 *   different, a van's Tuesday pack with one dog different.
 * - multi: boarding booking (dates and kennel differ, rate agrees), groom card (blade and ready time
 *   differ, price agrees), sitting visits (lockbox code differs, rest agrees), boarding summary (all
 *   agree).
 * - paraphrase: half nine, out Monday 15th, chip in groups, daycare register, three-quarters of a cup,
 *   quarter to twelve, fifty-five quid, twice daily visits, half five, eleven hundred and fifty pounds,
 *   twelve quid, Tuesday the 4th, ten walks, policy number spacing, kennelled on his own, 12:30,
 *   14 June, five million pounds, 1st September, Tuesdays and Thursdays, quarter past nine,
 *   chicken-free.
 */
export const HELDOUT_CONFLICT_CASES_89: HeldOutConflictCase[] = [
  {
    name: "cockapoo full groom price £42 vs £48",
    branch: [
      "Tues book: 9.30am Bramble (cockapoo, med coat) — full groom £42 inc bath, nails, ears. Jess.",
      "Owner says she's matted behind the ears again so allow extra time.",
    ],
    parent: [
      "Texted Bramble's mum back: cockapoo full groom is £48 with us, bath, nails and ears included.",
      "She'll drop her at half nine Tuesday, Jess has her.",
    ],
    conflicts: [["£42", "£48"]],
    paraphrases: [["9.30am", "half nine"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "kennel card unit 14 vs Kennel 41",
    branch: [
      "KENNEL CARD\nName: Otis | Breed: Staffie x | Kennel: 14 | In: Fri 12th | Out: Mon 15th\nFood: own kibble, 2 scoops am/pm",
      "Otis settled fine, ate all his tea.",
    ],
    parent: [
      "Otis's owner rang to check he's in Kennel 41 in the quiet block — told her yes, and that he's out Monday 15th.",
    ],
    conflicts: [["Kennel: 14", "Kennel 41"]],
    paraphrases: [["Out: Mon 15th", "out Monday 15th"]],
    shapes: ["identifier", "close"],
  },
  {
    name: "whippet microchip with last two digits swapped",
    branch: ["Booking form — Dog: Juniper (whippet, F, 4y) | Microchip: 977200009123456 | Vet: Riverside Vets, Kendal"],
    parent: ["Pulled Juniper's chip number from the vet letter: 977200009123465. Riverside Vets in Kendal."],
    conflicts: [["977200009123456", "977200009123465"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "same microchip written in groups, no conflict",
    branch: ["Chip no. 941000024681357 — scanned on arrival, matches the booking.", "Clover's in Pen 2 for the week."],
    parent: [
      "Double-checked Clover on the reader: 941 000 024 681 357, all good.",
      "Her owner's back Saturday afternoon to collect.",
    ],
    conflicts: [],
    paraphrases: [["941000024681357", "941 000 024 681 357"]],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "key-holding postcode one letter off",
    branch: ["Key received for 14 Larch Close, BS6 7QT — tagged K-22, locked in the key safe."],
    parent: ["New sitting client is at 14 Larch Close, BS6 7QF, cat feeding twice a day from Weds."],
    conflicts: [["BS6 7QT", "BS6 7QF"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "springer allowed off lead vs must stay on lead",
    branch: [
      "Walk notes for Pepper (springer): allowed off lead on Clapham Common once the ball's out, recall's decent.",
      "Pack walk 10–11am Mon/Thu.",
    ],
    parent: ["Pepper's owner emailed — Pepper must stay on lead at all times, she bolted after a deer last month."],
    conflicts: [["allowed off lead", "must stay on lead"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "cattery will vs won't give Metacam",
    branch: ["Medication sheet — Miso (pen 4): we will give Metacam 0.3ml on his breakfast each morning."],
    parent: [
      "Miso settled in pen 4 after a bit of hissing.",
      "Spoke to Miso's owner at drop-off: we won't be giving him Metacam at all this stay, the vet has stopped it.",
    ],
    conflicts: [["we will give Metacam", "we won't be giving him Metacam"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "daycare dog not in on Friday written two ways, no conflict",
    branch: [
      "Luna won't be at daycare this Friday, owner's working from home.",
      "She's still in the rest of the week as normal, 8am drop.",
    ],
    parent: ["Daycare register: Fri — Luna NOT IN (WFH).", "Luna drop-off 8:00 Monday to Thursday."],
    conflicts: [],
    paraphrases: [
      ["won't be at daycare this Friday", "Fri — Luna NOT IN"],
      ["8am drop", "drop-off 8:00"],
    ],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "parent corrects beagle's out date Sat 21st to Sun 22nd",
    branch: ["Booking confirmed: Monty (beagle), Kennel 5, In: Mon 16th, Out: Sat 21st, £26/night."],
    parent: [
      "Correction on Monty — he goes home Sun 22nd, not Sat 21st. Owner's flight got moved.",
      "Still Kennel 5, £26 a night.",
    ],
    conflicts: [["Out: Sat 21st", "Sun 22nd"]],
    paraphrases: [["£26/night", "£26 a night"]],
    shapes: ["correction", "close"],
  },
  {
    name: "feeding chart self-corrected in the branch, agrees with parent",
    branch: [
      "FEEDING CHART — Biscuit (lab x)\nBreakfast: 1 cup Burns dry\nTea: 1 cup Burns dry",
      "Sorry, that chart's wrong — Biscuit is 3/4 cup at each meal, not 1 cup, he's on a diet.",
    ],
    parent: ["Biscuit's owner confirmed: three-quarters of a cup of Burns, twice a day, he's on a diet."],
    conflicts: [],
    paraphrases: [["3/4 cup at each meal", "three-quarters of a cup of Burns, twice a day"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "cattery single-cat rate updated £13.50 to £14.50",
    branch: ["Cattery price list 2025: single cat £13.50 a night, second cat sharing £9."],
    parent: ["Update to the price list — single cat is now £14.50 a night from 1 March, sharing cat stays at £9."],
    conflicts: [["£13.50", "£14.50"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "vaccinations on file with one item different",
    branch: ["Vaccs on file for Hazel: DHP, Lepto 4, Kennel Cough (intranasal, Jan)."],
    parent: ["Hazel's vaccs on file: DHP, Lepto 4, Rabies (done for the France trip)."],
    conflicts: [["DHP, Lepto 4, Kennel Cough", "DHP, Lepto 4, Rabies"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "midday walk group reordered, no conflict",
    branch: ["Mon/Wed/Fri midday group: Rolo, Tilly, Ziggy. Van leaves 11.45."],
    parent: ["From Dan: Ziggy, Rolo and Tilly are the Mon Wed Fri lunchtime lot, leaving quarter to twelve."],
    conflicts: [],
    paraphrases: [
      ["Rolo, Tilly, Ziggy", "Ziggy, Rolo and Tilly"],
      ["11.45", "quarter to twelve"],
    ],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "shih tzu grooming add-ons with one different",
    branch: [
      "Grooming notes — Poppy (shih tzu): puppy trim, add-ons: teeth, blueberry facial, paw balm. £38 + £9 extras.",
    ],
    parent: ["Poppy's card says her add-ons are teeth, blueberry facial and nail grind this time."],
    conflicts: [["teeth, blueberry facial, paw balm", "teeth, blueberry facial and nail grind"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "two dogs' weights, no conflict",
    branch: ["Weigh-in Sat: Rolo 12.4kg, steady."],
    parent: ["Tilly on the scales today: 8.9kg, down a bit, cutting her treats."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two dogs in two heated kennels, no conflict",
    branch: ["Hugo (GSD) is in Kennel 7, heated run, in till Thursday."],
    parent: ["Nala (collie) is in Kennel 9, heated run, in till Sunday."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two cats' pods and feeding times, no conflict",
    branch: ["Pod 3 — Willow: fed 7am and 5pm, Sheba pouches, half each time."],
    parent: ["Pod 5 — Sooty: fed 8am and 6pm, Applaws dry, small handful."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "boarding booking with out date and kennel different, rate agreeing",
    branch: ["Booking BK-2291: Archie (cavapoo), in Thu 3rd, out Sun 6th, Kennel 12, £27/night, own bed."],
    parent: ["Archie's down as in Thu 3rd, out Mon 7th, Kennel 16, £27 a night, bringing his own bed."],
    conflicts: [
      ["out Sun 6th", "out Mon 7th"],
      ["Kennel 12", "Kennel 16"],
    ],
    paraphrases: [["£27/night", "£27 a night"]],
    shapes: ["multi", "close"],
  },
  {
    name: "groom card with blade and ready time different, price agreeing",
    branch: ["Groom card: Dexter (cockerpoo) — 7F on body, scissor face & feet, £55, ready 2pm."],
    parent: ["Dexter today: 5F on body, face and feet done with scissors, fifty-five quid, ready for collection 3pm."],
    conflicts: [
      ["7F", "5F"],
      ["ready 2pm", "3pm"],
    ],
    paraphrases: [["£55", "fifty-five quid"]],
    shapes: ["multi", "close"],
  },
  {
    name: "cat-sitting visits with lockbox code swapped, rest agreeing",
    branch: [
      "Sitting confirmed for the Hendersons' cats: 2 visits a day at 8am and 6pm, £18 per visit, key in lockbox, code 4471.",
    ],
    parent: ["Hendersons: twice daily visits 8am & 6pm, £18 a visit, lockbox code is 4417."],
    conflicts: [["code 4471", "code is 4417"]],
    paraphrases: [
      ["2 visits a day", "twice daily visits"],
      ["£18 per visit", "£18 a visit"],
    ],
    shapes: ["multi", "identifier"],
  },
  {
    name: "daycare collection half five paraphrased, day rate £22 vs £24",
    branch: ["Daycare: Maisie collection 5.30pm today, full day £22."],
    parent: ["Maisie's dad will do the half five pick-up; full day is £24 for her now she's in the big-dog group."],
    conflicts: [["£22", "£24"]],
    paraphrases: [["5.30pm", "half five"]],
    shapes: ["paraphrase", "close"],
  },
  {
    name: "long-stay boarding invoice and nail clip written two ways, no conflict",
    branch: [
      "Invoice #2207 — Bear & Dotty, 23 nights, two-dog kennel: total £1,150, paid by BACS.",
      "Extras: nail clip (Dotty) £12, cash on collection.",
    ],
    parent: [
      "Bear and Dotty's boarding bill came to eleven hundred and fifty pounds, settled by bank transfer.",
      "Dotty's nail clip on the way out is twelve quid, she'll pay that in cash.",
    ],
    conflicts: [],
    paraphrases: [
      ["£1,150", "eleven hundred and fifty pounds"],
      ["£12", "twelve quid"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "cattery arrival and rate paraphrased, leaving date differs",
    branch: [
      "Cattery booking: Pumpkin & Spice, arriving Tues 4th March, leaving Fri 14th, double pen, £22 a night for the pair.",
    ],
    parent: [
      "Pumpkin and Spice come in on Tuesday the 4th and go home 15/3, sharing a double pen at twenty-two pounds a night for both.",
    ],
    conflicts: [["Fri 14th", "15/3"]],
    paraphrases: [
      ["Tues 4th March", "Tuesday the 4th"],
      ["£22 a night for the pair", "twenty-two pounds a night for both"],
    ],
    shapes: ["paraphrase", "close"],
  },
  {
    name: "walk bundle booking ref last letter off",
    branch: ["Ref WK-0412-B — 10-walk bundle for Ruby, £150, paid."],
    parent: ["Ruby's bundle is on ref WK-0412-D in the system, ten walks, £150, paid up."],
    conflicts: [["WK-0412-B", "WK-0412-D"]],
    paraphrases: [["10-walk bundle", "ten walks"]],
    shapes: ["identifier"],
  },
  {
    name: "insurance policy number spaced two ways, no conflict",
    branch: ["Insurance: public liability + care custody & control, policy PL 4472 0091, insurer Cliverton."],
    parent: [
      "Cover details for the council licence form: policy no. PL44720091 with Cliverton, includes care, custody and control.",
    ],
    conflicts: [],
    paraphrases: [["PL 4472 0091", "PL44720091"]],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "labrador Loxicom dose 2.8ml vs 2.5ml",
    branch: ["Med chart — Bella (labrador, 28kg): Loxicom 2.8ml with breakfast, once daily."],
    parent: ["Bella's owner dropped off her Loxicom, the label says 2.5ml with food."],
    conflicts: [["2.8ml", "2.5ml"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "emailed invoice total £186.40 vs £168.40",
    branch: [
      "Hi Mrs Okafor,\n\nPlease find attached invoice INV-0388 for Teddy's stay (8–14 July): £186.40, due within 14 days.\n\nKind regards,\nSian Lloyd\nPawprints Boarding Kennels\n01874 622 519",
    ],
    parent: ["Chased INV-0388 with Mrs Okafor: Teddy's July stay comes to £168.40, she'll pay by card this week."],
    conflicts: [["£186.40", "£168.40"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "spare key will be kept vs won't be held",
    branch: ["Key log: Flat 3, 22 Mill Road — we will keep the spare key on file after the Turners get back."],
    parent: ["Turners want both keys back on their return, so we won't be holding a key for Flat 3 after the 20th."],
    conflicts: [["we will keep the spare key on file", "we won't be holding a key"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "reactive dog kennelled alone written two ways, no conflict",
    branch: ["Kennel card note — Bruno: NOT to share a kennel, reactive with other males."],
    parent: ["Bruno has to be kennelled on his own, he's reactive with other male dogs."],
    conflicts: [],
    paraphrases: [["NOT to share a kennel", "kennelled on his own"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "parent corrects cattery Pen 6 to Pen 8",
    branch: ["Cattery board: Pen 6 — Fig & Olive (sisters), in 9th, out 16th, Royal Canin Senior."],
    parent: ["Correction: Fig and Olive are in Pen 8, not Pen 6 — 6 is being repainted this week."],
    conflicts: [["Pen 6", "Pen 8"]],
    paraphrases: [],
    shapes: ["correction", "identifier"],
  },
  {
    name: "walker self-corrects pick-up to 12.30, agrees with parent",
    branch: ["Nell pick-up Wednesday 1pm — sorry, 12.30, I misread the diary."],
    parent: ["Nell: Wednesday pick-up is 12:30, key under the blue pot."],
    conflicts: [],
    paraphrases: [["12.30", "12:30"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "incident report time 3.10pm vs 3.40pm",
    branch: [
      "INCIDENT REPORT 14/06 — Kobe (husky x) nipped another dog on the top field at approx 3.10pm. Small puncture, left ear of other dog. Owner informed.",
    ],
    parent: [
      "Re the 14 June incident with Kobe on the top field: it was about 3.40pm, and the other dog had a small puncture on its left ear.",
    ],
    conflicts: [["3.10pm", "3.40pm"]],
    paraphrases: [["14/06", "14 June"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "insurance cover and renewal paraphrased, excess differs",
    branch: ["Renewed with Pet Business Insurance: £5m public liability, renewal 1 Sept, excess £100."],
    parent: [
      "Policy docs arrived — five million pounds public liability, renews 1st September, £150 excess per claim.",
    ],
    conflicts: [["excess £100", "£150 excess"]],
    paraphrases: [
      ["£5m", "five million pounds"],
      ["1 Sept", "1st September"],
    ],
    shapes: ["paraphrase", "close"],
  },
  {
    name: "daycare drop-off 7:45 vs 7:15",
    branch: ["Daycare booking form\nDog: Marley (goldie) | Days: Tue, Thu | Drop-off: 7:45 | Pick-up: 17:30"],
    parent: ["Marley comes Tuesdays and Thursdays, dropped at 7:15 by his mum."],
    conflicts: [["Drop-off: 7:45", "7:15"]],
    paraphrases: [["Tue, Thu", "Tuesdays and Thursdays"]],
    shapes: ["close"],
  },
  {
    name: "team chat yak chew allowed vs no chews",
    branch: ["[09:12] Kat: Ziggy can have a yak chew after his walk, owner's fine with it"],
    parent: ["[14:03] Dan: NO chews for Ziggy please — owner says his pancreatitis has flared up again"],
    conflicts: [["Ziggy can have a yak chew", "NO chews for Ziggy"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "Tuesday van pack with one dog different",
    branch: ["Tues pack (van 1): Rolo, Maisie, Bear, Dotty. Out 9.15, back 11."],
    parent: ["Van 1 Tuesday: Rolo, Maisie, Bear and Pip, leaving quarter past nine."],
    conflicts: [["Dotty", "Pip"]],
    paraphrases: [["9.15", "quarter past nine"]],
    shapes: ["list"],
  },
  {
    name: "two walk invoices for different clients, no conflict",
    branch: ["Invoice 1043 — Mrs Patel — 6 walks @ £16 = £96, due Fri."],
    parent: ["Invoice 1044 — Mr Doyle — 8 walks @ £16.50 = £132, due Fri."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words", "identifier"],
  },
  {
    name: "boarding summary all agreeing",
    branch: ["Kennel 3: Pixie (jack russell), in Fri, out Tues, raw fed, 2x daily, no chicken."],
    parent: ["Pixie is in Kennel 3 from Friday to Tuesday on a raw diet twice a day — chicken-free."],
    conflicts: [],
    paraphrases: [
      ["in Fri, out Tues", "from Friday to Tuesday"],
      ["raw fed, 2x daily", "raw diet twice a day"],
      ["no chicken", "chicken-free"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "Christmas boarding deposit 25% vs 20%",
    branch: ["T&Cs for Christmas boarding: 25% non-refundable deposit at booking, balance on collection."],
    parent: ["Told the Khans Christmas boarding needs a 20% non-refundable deposit when they book."],
    conflicts: [["25%", "20%"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "emergency contact phone with last digits swapped",
    branch: ["Emergency contact (owner away): sister, Claire — 07700 900461."],
    parent: ["Claire (sister) is the emergency contact while they're abroad, on 07700 900416."],
    conflicts: [["07700 900461", "07700 900416"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
];
