import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 53 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: packaging supplier price rise, year-end accounts filing deadline, courier collection
 *     time, Boxing Day rota headcount, till software version, bakery flour order, bookkeeper
 *     handover contact, delivery van lease collection point;
 *   multi: gift fair stand booking, business insurance renewal, March payroll run, loyalty stamp
 *     card launch, Saturday market stall pitch, card terminal rental contract;
 *   correction: invoice chase (branch), shop opening hours change (branch), stock take date
 *     (parent), accountant's annual fee (parent);
 *   few shared words: bank holiday bin collection (negation), new business bank account
 *     (identifier), shop electricity unit rate, fire extinguisher service visit;
 *   paraphrase: new hire start date and salary, office cleaning contract, shop rent review,
 *     photocopier lease, staff uniform polos, equipment loan, website domain renewal, deli
 *     freezer repair, workplace pension rates, gift voucher reconciliation, intruder alarm
 *     service, CCTV installation;
 *   shared-words: stationery budget vs spend, two staff first aid courses, business rates for
 *     two years, coffee beans price per kilo vs order total, weekly takings at two shops,
 *     mileage claims for two months.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_53: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (8)
  {
    name: "h53 packaging supplier price rise",
    branch: [
      "Hi Dana, following this morning's call, Hartwell Packaging have confirmed the revised price for the 12x9 mailer boxes: £0.42 per box, effective from the start of March. Kind regards, Owen",
      "Thanks Owen. Do they still do free delivery over 500 units?",
      "Yes, that hasn't changed.",
    ],
    parent: [
      "ugh, just opened the letter from Hartwell",
      "the mailers are going up to 48p each, which is a fair bit more than last year",
      "should we look at other suppliers?",
    ],
    conflicts: [["£0.42 per box", "48p each"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h53 year-end accounts deadline",
    branch: [
      "um hi, so I went through everything this morning and, um, basically we've got until the thirtieth of September to get the year-end stuff filed, so no panic but let's not leave it to the last week like last time",
      "great, thanks Priya",
    ],
    parent: [
      "Companies House deadline for our accounts: 31 December.",
      "Can someone put that in the shared calendar?",
      "Done.",
    ],
    conflicts: [["thirtieth of September", "31 December"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h53 courier collection time",
    branch: [
      "Just had the DPD driver in — he'll be coming for the parcels at 3:15 every weekday from now on.",
      "ok so orders need packing before then",
      "yep",
    ],
    parent: [
      "Email from DPD: 'Your scheduled collection slot will now be half past three, Monday to Friday.'",
      "Fine by me, gives us a bit more breathing room after lunch.",
    ],
    conflicts: [["3:15", "half past three"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h53 boxing day rota headcount",
    branch: [
      "um so I've done the boxing day rota and it's got twelve people on it because honestly last year was mental and we were properly short by lunchtime",
      "agreed, last year was chaos",
    ],
    parent: [
      "Boxing Day rota is done — four staff, I've pinned it up in the staff room.",
      "Who's on the till?",
      "Me and Kerry.",
    ],
    conflicts: [["twelve people", "four staff"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h53 till software version",
    branch: [
      "Tonight after close I'm updating both tills to Epos Now 4.12.3, should take about twenty minutes.",
      "Will the card reader need re-pairing?",
      "Shouldn't do.",
    ],
    parent: [
      "Dear store team, please make sure every till is running build 4.12.1 by Friday; the older build has a receipt-printing bug. Thanks, IT Support",
      "noted",
    ],
    conflicts: [["4.12.3", "4.12.1"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h53 bakery flour order",
    branch: [
      "um can you put in the order for two hundred and fifty kilos of bread flour from Marriage's, we've got all the extra wholesale loaves on",
      "on it",
    ],
    parent: ["Marriage's order: strong white, 25 kg. Nothing else this time."],
    conflicts: [["two hundred and fifty kilos", "25 kg"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h53 bookkeeper handover contact",
    branch: [
      "Hello both, from April your books will be looked after by Graham Lowe in our Chester office; he'll be in touch to arrange a handover call. Best wishes, Tilly (Ashby Lane Accountants)",
      "Thanks Tilly, we'll look out for his email.",
    ],
    parent: [
      "so who's doing our bookkeeping at Ashby Lane now?",
      "Sandra Pike — she's taking over from April, apparently",
      "ok I'll send over the bank feeds then",
    ],
    conflicts: [["Graham Lowe", "Sandra Pike"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h53 van lease collection depot",
    branch: [
      "Lease paperwork for the Transit is signed! We collect it from the Leeds depot on Friday.",
      "nice, who's driving it back?",
      "Sam",
    ],
    parent: [
      "um yeah so the van people rang and said we pick the van up from their Wakefield branch, not sure what time yet, I'll find out and let you know",
    ],
    conflicts: [["Leeds depot", "Wakefield branch"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi (6)
  {
    name: "h53 gift fair stand booking",
    branch: [
      "Hi all, booking confirmed: a 3m x 3m shell stand at the Spring Gift Fair, Thursday 6 February to Sunday 9 February, for £2,450 plus the £180 electrics package. Invoice to follow. — Meera",
      "Brilliant, can we get a corner one?",
      "Too late for that, sorry.",
    ],
    parent: [
      "So to recap the Spring Gift Fair: the stand is 3 by 3 metres, it runs 6–9 Feb, it costs £2,850 and electrics are another £180 on top.",
      "pricier than I thought but ok",
    ],
    conflicts: [["£2,450", "£2,850"]],
    paraphrases: [
      ["3m x 3m", "3 by 3 metres"],
      ["Thursday 6 February to Sunday 9 February", "6–9 Feb"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h53 insurance renewal cover",
    branch: [
      "um so I spoke to the broker and the renewal with Aviva is on the fourteenth of May, the premium is one thousand one hundred and twenty pounds for the year, and that includes public liability up to five million, so that's all sorted I think",
      "Did they ask about the new stockroom?",
      "yeah I told them",
    ],
    parent: [
      "Business insurance renewal: Aviva, due 14/05, premium £1,120/yr, public liability cover £2m. Anything else they need from us?",
      "Just the signed declaration.",
    ],
    conflicts: [["five million", "£2m"]],
    paraphrases: [
      ["fourteenth of May", "14/05"],
      ["one thousand one hundred and twenty pounds", "£1,120"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h53 march payroll run",
    branch: [
      "Hi Jo, for the March payroll: pay date is Friday 28 March, there are 11 staff on this run, gross pay totals £23,400, and the BACS file needs submitting by 2pm on Wednesday. Thanks, Alex",
      "Got it, thanks.",
    ],
    parent: [
      "payroll this month — pay day Fri 28th, eleven employees, gross £23,400, and BACS has to go in by Wednesday 4pm",
      "is Nadia's overtime in that?",
      "yes",
    ],
    conflicts: [["by 2pm", "Wednesday 4pm"]],
    paraphrases: [
      ["Friday 28 March", "Fri 28th"],
      ["11 staff", "eleven employees"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h53 loyalty stamp card launch",
    branch: [
      "Loyalty cards go live on 1 June: buy nine coffees and the tenth is free, and we've ordered 2,000 cards from the printer at £85 all in.",
      "Love it. Do we stamp or sign them?",
      "Stamp, I've ordered a little one with the logo.",
    ],
    parent: [
      "um yeah so the stamp cards, we're starting June first, it's the tenth coffee free after nine, and the two thousand cards came to ninety-five quid in total",
    ],
    conflicts: [["£85", "ninety-five quid"]],
    paraphrases: [
      ["1 June", "June first"],
      ["2,000 cards", "two thousand cards"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h53 saturday market pitch",
    branch: [
      "Ropewalk Market confirmed: Saturday pitch 22 by the fountain, £35 a day, set-up from 7am.",
      "perfect, right next to the coffee van too",
    ],
    parent: [
      "Dear trader, your Saturday pitch at Ropewalk Market is number 22 (fountain end). The pitch fee is £70 per day and set-up opens at seven in the morning. Regards, Market Office",
    ],
    conflicts: [["£35 a day", "£70 per day"]],
    paraphrases: [["7am", "seven in the morning"]],
    shapes: ["multi"],
  },
  {
    name: "h53 card terminal contract",
    branch: [
      "Hi, quick summary of the bank's card terminal offer: £19.99 a month rental on a 12-month contract, 1.4% per transaction, and no setup fee. Let me know if we should go ahead. Rob",
    ],
    parent: [
      "so the bank's card machine is £19.99/month, 36-month contract, 1.4% per transaction, no setup fee — not sure about being tied in that long",
      "we could always ask SumUp what they'd do",
    ],
    conflicts: [["12-month contract", "36-month contract"]],
    paraphrases: [["£19.99 a month", "£19.99/month"]],
    shapes: ["multi"],
  },

  // ---------------------------------------------------------------- correction (4)
  {
    name: "h53 fenwick invoice chase",
    branch: [
      "Sent a second reminder to Fenwick Interiors for invoice 2231 — £1,870 outstanding, now 45 days overdue.",
      "Sorry, I misread the ledger: they paid £90 last week, so the outstanding amount on 2231 is £1,780.",
    ],
    parent: ["Fenwick still owe £1,870 on invoice 2231, can someone chase?", "I'll ring them tomorrow."],
    conflicts: [["£1,780", "£1,870"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h53 new shop opening hours",
    branch: [
      "um so from next month we're opening at nine instead of ten... actually no, scrap that, Jen's just said we're going with half eight so the school-run parents can pop in",
      "that's early but ok",
    ],
    parent: [
      "New shop hours from next month: open 9:00, close 17:30, Monday to Saturday.",
      "Sundays stay the same?",
      "Yes.",
    ],
    conflicts: [["half eight", "9:00"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h53 stock take date moved",
    branch: [
      "Stock take is booked for Sunday 12 January, starting straight after close. Pizza's on me.",
      "I'll bring the scanners back from the other shop.",
    ],
    parent: [
      "Reminder: stock take is Sunday the 12th, everyone please keep the evening free.",
      "Update: the area manager has moved the stock take to Sunday 2 February because of the sale.",
      "ok, noted",
    ],
    conflicts: [["Sunday 12 January", "Sunday 2 February"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h53 accountant annual fee",
    branch: [
      "Good afternoon, as discussed, our fee for preparing this year's accounts and corporation tax return is £1,200. Kind regards, Harriet Cole, Cole & Marsh",
      "That's the same as last year, great.",
    ],
    parent: [
      "accountant's fee is £1,200 for the year, same as before",
      "Correction — the engagement letter came today and it says £1,650, because they've added the payroll bureau service.",
      "hmm, do we even need that?",
    ],
    conflicts: [["£1,200", "£1,650"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---------------------------------------------------------------- few shared words (4)
  {
    name: "h53 bank holiday bin collection",
    branch: [
      "um I rang the waste company and they said yeah they're still coming on the bank holiday, same as usual, so put the cardboard out Sunday night",
      "cool",
    ],
    parent: [
      "Dear customer, please note your bins won't be emptied on the bank holiday Monday; normal service resumes the following week. Biffa Customer Services",
    ],
    conflicts: [["they're still coming", "bins won't be emptied"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h53 new business bank account",
    branch: [
      "Our new Metro Bank account: sort code 20-45-77, account 43918260 — use it for everything from Monday.",
      "I'll update the standing orders.",
    ],
    parent: [
      "Hi Lou, could you let the wholesale customers know that when they pay invoices our account number is now 43918206? Thanks, Ben",
    ],
    conflicts: [["43918260", "43918206"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h53 shop electricity unit rate",
    branch: [
      "um so EDF have fixed us at twenty-four point six pence per kilowatt hour for two years which honestly is better than I was expecting",
      "oh that's good news",
    ],
    parent: ["New unit rate on the shop's electric: 26.4p."],
    conflicts: [["twenty-four point six pence", "26.4p"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h53 extinguisher service visit",
    branch: ["the fire extinguisher engineer's booked for Tuesday morning", "ok I'll clear the back corridor"],
    parent: [
      "Hi, Firecheck will attend on Thursday to carry out your annual safety equipment inspection. Please ensure access to the rear store. Regards, Bookings Team",
    ],
    conflicts: [["Tuesday morning", "Thursday"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- paraphrase (12)
  {
    name: "h53 new hire start details",
    branch: [
      "Hi Ruth, we're delighted to confirm your start date of Monday 3 March, on a salary of £24,000 per year. Please bring your P45 on the day. Best, Kate",
      "Has she replied?",
      "Yes, she's accepted.",
    ],
    parent: ["Ruth's first day is 03/03 — she's on £24k, can you set her up on the payroll?", "will do"],
    conflicts: [],
    paraphrases: [
      ["Monday 3 March", "03/03"],
      ["£24,000 per year", "£24k"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h53 office cleaning contract",
    branch: [
      "um so the cleaner, Bev, she says she can do Tuesdays and Fridays after six in the evening and it'd be sixty-five pounds a week all in, which seems fair to me",
    ],
    parent: [
      "Cleaning contract signed: Bev, Tue & Fri from 18:00, £65/week.",
      "does she have her own keys?",
      "not yet, I'll get a set cut",
    ],
    conflicts: [],
    paraphrases: [
      ["after six in the evening", "from 18:00"],
      ["sixty-five pounds a week", "£65/week"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h53 shop rent review",
    branch: [
      "Dear Ms Patel, following the rent review, the annual rent for Unit 4 will be £18,500 with effect from the June quarter day. Yours sincerely, Keller Property",
    ],
    parent: ["landlord's come back — rent's going to £18.5k per annum from June", "could have been worse tbh"],
    conflicts: [],
    paraphrases: [["£18,500", "£18.5k per annum"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h53 photocopier lease payment",
    branch: [
      "The photocopier lease is £240 per quarter, next payment due 1 July.",
      "Is that including toner?",
      "No, toner's separate.",
    ],
    parent: [
      "um the copier, yeah, it's two hundred and forty quid every three months and the next one comes out on the first of July, so just make sure there's enough in the account",
    ],
    conflicts: [],
    paraphrases: [
      ["£240 per quarter", "two hundred and forty quid every three months"],
      ["1 July", "first of July"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h53 staff uniform polos",
    branch: [
      "Ordered 30 embroidered polos in navy, logo on the left chest.",
      "what about sizes?",
      "I used the list from the staff room.",
    ],
    parent: [
      "Hi, thanks for your order of thirty navy polo shirts with left-chest embroidery. Dispatch is expected within ten working days. Regards, Stitchworks",
    ],
    conflicts: [],
    paraphrases: [["30 embroidered polos", "thirty navy polo shirts"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h53 equipment loan terms",
    branch: [
      "um so the bank said yes to the loan for the new oven, fifteen grand over three years at four point nine percent, which I think is pretty decent all things considered",
    ],
    parent: ["Loan approved: £15,000 over 3 years, 4.9% APR. Funds should land by the end of the week.", "amazing"],
    conflicts: [],
    paraphrases: [
      ["fifteen grand", "£15,000"],
      ["four point nine percent", "4.9% APR"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h53 website domain renewal",
    branch: [
      "Your domain hollowtreecandles.co.uk will auto-renew on 2025-08-14 for £14.99. No action is needed. — Registrar Notifications",
    ],
    parent: ["website domain renews on the 14th of August, £14.99 again, just leave auto-renew switched on", "👍"],
    conflicts: [],
    paraphrases: [["2025-08-14", "14th of August"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h53 deli freezer repair",
    branch: [
      "Freezer engineer confirmed for tomorrow between 14:00 and 16:00, callout charge £95.",
      "Should we move the stock to the chiller?",
      "Yes, just in case.",
    ],
    parent: [
      "um the freezer man's coming tomorrow sometime between two and four in the afternoon and it's ninety-five pounds just for him to turn up basically, parts on top",
    ],
    conflicts: [],
    paraphrases: [
      ["between 14:00 and 16:00", "between two and four in the afternoon"],
      ["£95", "ninety-five pounds"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h53 workplace pension rates",
    branch: [
      "Hi, confirming the workplace pension rates for the new tax year: employer 3%, employee 5%, calculated on qualifying earnings. Regards, Mark (payroll bureau)",
    ],
    parent: [
      "so we're paying three per cent and the staff put in five per cent, same as last year",
      "good, nothing to change on the payslips then",
    ],
    conflicts: [],
    paraphrases: [
      ["employer 3%", "three per cent"],
      ["employee 5%", "five per cent"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h53 gift voucher reconciliation",
    branch: ["December gift vouchers sold: £1,340 across 52 vouchers.", "best December yet!"],
    parent: [
      "um so I did the voucher count for December and we sold one thousand three hundred and forty pounds' worth, fifty-two of them, and they all match the till reports",
    ],
    conflicts: [],
    paraphrases: [
      ["£1,340", "one thousand three hundred and forty pounds"],
      ["52 vouchers", "fifty-two of them"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h53 intruder alarm service",
    branch: [
      "Dear customer, our engineer will attend to service your intruder alarm on Wednesday 9 April at 10:30am. Please have the fob and code available. Securetech",
    ],
    parent: [
      "alarm service is Wednesday the ninth at half ten, someone needs to be in with the fob",
      "I'm in that morning, I'll do it",
    ],
    conflicts: [],
    paraphrases: [
      ["Wednesday 9 April", "Wednesday the ninth"],
      ["10:30am", "half ten"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h53 cctv installation spec",
    branch: [
      "CCTV quote accepted: 8 cameras, 1TB recorder, install on the 22nd.",
      "will they need the shop closed?",
      "only for an hour or so",
    ],
    parent: [
      "Hi, just confirming the installation on the 22nd of eight cameras and a one terabyte recorder. Regards, ClearView Security",
    ],
    conflicts: [],
    paraphrases: [
      ["8 cameras", "eight cameras"],
      ["1TB", "one terabyte"],
    ],
    shapes: ["paraphrase"],
  },

  // ---------------------------------------------------------------- shared-words (6)
  {
    name: "h53 stationery budget vs spend",
    branch: ["Reminder that the monthly stationery budget is £150.", "does that include printer ink?", "yes"],
    parent: [
      "We've spent £112 on stationery so far this month.",
      "ok, let's hold off on the new labels till next month",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h53 first aid course dates",
    branch: [
      "Tom's first aid course is on 5 March at the Red Cross centre.",
      "Does he need cover on the shop floor?",
      "Yes, Lucy's doing it.",
    ],
    parent: [
      "Aisha's first aid course is on 19 March at the Red Cross centre.",
      "great, that means we'll have two trained first aiders",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h53 business rates two years",
    branch: ["For your records, last year's (2023/24) business rates bill came to £4,200. Regards, Finance"],
    parent: [
      "This year's (2024/25) business rates bill has come in at £4,650.",
      "can we spread it over ten months?",
      "yes, same as usual",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h53 coffee beans price vs total",
    branch: ["The house blend beans are £16 per kilo from Roastworks.", "still the cheapest we've found"],
    parent: ["The Roastworks house blend order came to £288 in total (18 kilos).", "paid by card this morning"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h53 weekly takings two shops",
    branch: ["High Street shop took £4,800 last week.", "the sale signs must be working"],
    parent: ["Market Square shop took £3,100 last week.", "quieter because of the roadworks, I reckon"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h53 mileage claims two months",
    branch: [
      "um Dan's mileage for April is three hundred and twenty miles, he's done loads of deliveries out to the garden centres this month",
    ],
    parent: ["Dan claimed 280 miles in March.", "at the usual 45p a mile"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
