import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 19 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: house sale asking price, small claims hearing date, removal van arrival, distribution
 *     shed loading bays, conveyancing case system upgrade, export crate weight, probate solicitor,
 *     letting key handover office;
 *   close with few shared words: last bus on route 42, smart meter fitting (negation), loft
 *     conversion planning reference (identifier), mains water shut-off;
 *   multi: flat tenancy offer, haulage booking, valuation tribunal hearing, conveyancing
 *     completion, residents' parking permit, tram extension consultation;
 *   correction: self-storage unit size, defence filing deadline, building survey fee, freight
 *     ferry sailing;
 *   paraphrase: mortgage valuation visit, shop lease term, warehouse floor area, evening train to
 *     Leeds, fast-track passport fee, planning objection window, export container size, EV
 *     charger supply, office relocation crew, jury service, business rates relief, stamp duty;
 *   shared-words: two flats' rents, racking load limit vs usage, refuse collection target vs
 *     actual, service charge by year, pallet storage per-pallet vs total, two magistrates' courts.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 18, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_19: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close
  {
    name: "h19 house sale asking price",
    branch: [
      "Morning! Did the estate agent get back to you about the Elmwood Road house?",
      "Yes — they're listing the three-bed at £415,000, which feels ambitious for that street.",
      "Ambitious is one word for it.",
    ],
    parent: [
      "Quick one on Elmwood Road: the vendor wants offers over £425,000.",
      "Ok, I'll pass that on to my brother. He's still waiting on his mortgage in principle anyway.",
    ],
    conflicts: [["£415,000", "£425,000"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h19 small claims hearing date",
    branch: [
      "The small claims hearing against the builder is listed for 14 November at the county court.",
      "Do I need to bring the original invoices or are copies fine?",
      "Copies are usually fine, but bring the originals just in case the judge asks.",
    ],
    parent: [
      "Letter from the court came this morning — we're due before the district judge on 21 November.",
      "Great, I'll book the day off work.",
    ],
    conflicts: [["14 November", "21 November"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h19 removal van arrival time",
    branch: [
      "Removals firm confirmed: the van turns up at 7:30am on Saturday.",
      "Perfect, I'll have the kitchen boxes taped by Friday night.",
    ],
    parent: [
      "Who's got the keys to the new place?",
      "The estate agent has them until we complete. Also the movers said they'd be outside the old flat at 8:30am on Saturday, so don't sleep in.",
    ],
    conflicts: [["7:30am", "8:30am"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h19 distribution shed loading bays",
    branch: [
      "According to the site plan, the new Daventry shed comes with six loading bays.",
      "Nice, that should cope with peak season.",
    ],
    parent: [
      "Walked the unit with the landlord today.",
      "There are only four dock doors along the back wall, so we'll need to stagger afternoon deliveries.",
      "Noted — I'll let the transport planners know.",
    ],
    conflicts: [["six loading bays", "four dock doors"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h19 conveyancing case system upgrade",
    branch: [
      "IT says the conveyancing case system is being upgraded to version 8.4 over the weekend.",
      "Will our saved letter templates survive?",
      "They should, templates live on a separate server.",
    ],
    parent: [
      "Heads up from the practice manager: from Monday morning we'll all be on release 8.2 of the case management platform, so expect a new login screen.",
    ],
    conflicts: [["version 8.4", "release 8.2"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h19 export crate weight",
    branch: ["Packing list is done. The crate of machine parts for Rotterdam weighs 2,400 kg gross."],
    parent: [
      "Forwarder rang about the Netherlands consignment.",
      "Gross weight they've got on file: 2,700 kg. That's what they'll quote the road leg on.",
      "Fine by me, send me their quote when it lands.",
    ],
    conflicts: [["2,400 kg", "2,700 kg"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h19 probate solicitor",
    branch: [
      "Which solicitor is handling the probate for Nan's house?",
      "It's Margaret Ellison at Hartley & Co — she's been really patient with us.",
    ],
    parent: [
      "Hartley & Co emailed. The partner dealing with the estate is Daniel Okafor, and he'd like certified copies of the death certificate by Friday.",
      "I'll order them from the register office tomorrow.",
    ],
    conflicts: [["Margaret Ellison", "Daniel Okafor"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h19 letting key handover office",
    branch: [
      "For the Park Lane let, the tenant will collect keys from our Kingsway office on the 1st.",
      "Has the inventory clerk been booked?",
      "Yes, she's doing the check-in the same morning.",
    ],
    parent: [
      "Tenant for the Park Lane flat just rang.",
      "I told her the keys will be waiting at the Castle Street branch on the 1st; she's happy with that.",
    ],
    conflicts: [["Kingsway office", "Castle Street branch"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ------------------------------------------- close, few shared words
  {
    name: "h19 last bus on route 42",
    branch: [
      "From next month the last 42 leaves the bus station at 23:15.",
      "Good, that still works for my Friday shifts.",
    ],
    parent: [
      "Checked the new timetable: final departure on that route is 22:45 now. No more late finishes without a taxi, I suppose.",
    ],
    conflicts: [["23:15", "22:45"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h19 smart meter fitting",
    branch: [
      "The energy supplier is fitting the new smart meter at the Albion Street flat on Thursday.",
      "Someone needs to be in to let the engineer through, can you do it?",
      "Sure, I'm working from home that day.",
    ],
    parent: [
      "Rang them about Albion Street. There's no installation booked — apparently the appointment was cancelled last week and nobody told us.",
    ],
    conflicts: [["is fitting the new smart meter", "There's no installation booked"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h19 loft conversion planning reference",
    branch: ["Our loft conversion application is PA/24/03817 — quote it on every letter to the council."],
    parent: [
      "Planning officer emailed about the dormer, ref PA/24/03871, asking for revised elevations.",
      "Ugh. I'll ask the architect to redo them this week.",
    ],
    conflicts: [["PA/24/03817", "PA/24/03871"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h19 mains water shut-off",
    branch: [
      "The water company are cutting off our supply on Wednesday for roughly six hours while they replace the main.",
      "I'll fill a few jugs the night before.",
    ],
    parent: ["Card through the letterbox: taps dry midweek, expected back after four hours.", "Could be worse."],
    conflicts: [["six hours", "four hours"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi
  {
    name: "h19 flat tenancy offer",
    branch: [
      "Summary for the Millbrook Lane flat: move-in on Friday 6 September, rent £1,150 per calendar month, and a five-week deposit of £1,327 (held in a protection scheme).",
      "Do they allow pets?",
      "Only with written consent from the landlord.",
    ],
    parent: [
      "The agent's offer letter for Millbrook Lane says the tenancy starts 6th September, monthly rent £1,150, and the deposit is £1,400 held with the DPS.",
      "Sounds good, I'll sign tonight.",
    ],
    conflicts: [["£1,327", "£1,400"]],
    paraphrases: [["Friday 6 September", "6th September"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h19 haulage booking",
    branch: [
      "Booked the haulier: 18 pallets leaving the Felixstowe yard on Tuesday 12 March, all-in cost £2,340 (fuel surcharge included).",
    ],
    parent: [
      "Did the haulier get back to you?",
      "Yep, so the Felixstowe collection is 12/03, eighteen pallets, and the quote came to £2,430 with fuel.",
      "Ok, I'll raise the PO.",
    ],
    conflicts: [["£2,340", "£2,430"]],
    paraphrases: [
      ["Tuesday 12 March", "12/03"],
      ["18 pallets", "eighteen pallets"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h19 valuation tribunal hearing",
    branch: [
      "The valuation tribunal hearing for our band appeal is on Wednesday 3 July at 10:30, in Room 4 of the civic centre.",
      "Should we bring the photos of the extension?",
    ],
    parent: [
      "Tribunal letter arrived — band appeal heard 3 July, 10.30am, Room 6, civic centre, first floor.",
      "Bring the estate agent's comparables too.",
    ],
    conflicts: [["Room 4", "Room 6"]],
    paraphrases: [
      ["Wednesday 3 July", "3 July"],
      ["10:30", "10.30am"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h19 conveyancing completion",
    branch: [
      "Our conveyancer confirmed completion for 28 June, a fixed fee of £1,450 plus disbursements, and she's ordered three searches (local authority, water and drainage, environmental).",
      "Thank goodness, I thought it would slip into July.",
    ],
    parent: [
      "Exchange went through! Completion is set for 28/06; the solicitor's fee stays at £1,450 and she's run four searches, the chancel check among them.",
    ],
    conflicts: [["three searches", "four searches"]],
    paraphrases: [["28 June", "28/06"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h19 residents parking permit",
    branch: ["Renewed the residents' parking permit online: Zone C, £120 for twelve months, starting 1 April."],
    parent: [
      "Did you sort the car permit?",
      "Yes — Zone D, a hundred and twenty pounds for a year, valid from 1 April. The paper one goes on the windscreen.",
    ],
    conflicts: [["Zone C", "Zone D"]],
    paraphrases: [
      ["£120", "a hundred and twenty pounds"],
      ["twelve months", "a year"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h19 tram extension consultation",
    branch: [
      "The public consultation on the tram extension is Thursday 17 October, 7pm, at St Luke's church hall; the council expects about 200 residents.",
      "Are we submitting written comments as well?",
      "Yes, the deadline for those is later in the month.",
    ],
    parent: [
      "Consultation on the tram line extension — 17/10, 19:00, St Mark's church hall, roughly two hundred people expected.",
    ],
    conflicts: [["St Luke's church hall", "St Mark's church hall"]],
    paraphrases: [
      ["Thursday 17 October", "17/10"],
      ["7pm", "19:00"],
      ["200 residents", "two hundred people"],
    ],
    shapes: ["multi", "paraphrase"],
  },

  // ----------------------------------------------------------- correction
  {
    name: "h19 self-storage unit size",
    branch: [
      "I've reserved a 50 sq ft unit at Westgate self-storage for the sofa and the boxes.",
      "Sorry, I misread the booking email — it's actually a 75 sq ft unit.",
    ],
    parent: [
      "Westgate self-storage sent the confirmation: 50 sq ft unit, first month half price.",
      "Good, that should be plenty.",
    ],
    conflicts: [["75 sq ft", "50 sq ft"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h19 defence filing deadline",
    branch: [
      "The defence has to be filed by 4pm on 9 May.",
      "Update: the court granted the extension, so the new deadline is 6 June.",
    ],
    parent: ["Reminder for the diary: the defence is due 23 May at 4pm.", "Ok, I'll start drafting this week."],
    conflicts: [["6 June", "23 May"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h19 building survey fee",
    branch: ["The Level 3 survey on the cottage will cost £895; the surveyor's coming on the 14th."],
    parent: [
      "Surveyor quoted £895 for the full building survey.",
      "Scratch that, they've re-quoted at £1,095 because of the outbuildings.",
      "Still worth it for a place that old.",
    ],
    conflicts: [["£895", "£1,095"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h19 freight ferry sailing",
    branch: [
      "The trailer is booked on the 14:00 sailing from Holyhead to Dublin on Monday.",
      "Driver knows to be at the port an hour early.",
    ],
    parent: [
      "Our trailer goes on the 14:00 Holyhead crossing Monday.",
      "Ferry company just texted: they moved it to the 18:30 sailing because of the weather.",
    ],
    conflicts: [["14:00 sailing", "18:30 sailing"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ----------------------------------------------------------- paraphrase
  {
    name: "h19 mortgage valuation visit",
    branch: [
      "The lender's valuer is coming to the house on Tuesday 7 May.",
      "Do we need to be there?",
      "No, the agent will let him in.",
    ],
    parent: ["Mortgage update: valuation booked for 07/05, the agent is handling access."],
    conflicts: [],
    paraphrases: [["Tuesday 7 May", "07/05"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h19 shop lease term",
    branch: [
      "The landlord is offering a two-year lease on the High Street shop, with a break clause after the first year.",
    ],
    parent: [
      "Solicitor read the heads of terms: 24-month term, break at twelve months, tenant repairs inside only.",
      "That's better than I expected.",
    ],
    conflicts: [],
    paraphrases: [
      ["two-year lease", "24-month term"],
      ["after the first year", "at twelve months"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h19 warehouse floor area",
    branch: [
      "The unit on Brindley Way is 12k sq ft, with a mezzanine for the office.",
      "Eaves height?",
      "About eight metres.",
    ],
    parent: ["Agent's particulars for Brindley Way: 12,000 square feet of clear floor space, 8m to the eaves."],
    conflicts: [],
    paraphrases: [
      ["12k sq ft", "12,000 square feet"],
      ["eight metres", "8m"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h19 evening train to Leeds",
    branch: ["I'll get the 18:40 to Leeds after the tribunal, it's the last direct one."],
    parent: ["What time are you heading back?", "The 6:40pm train — there's no direct service after that."],
    conflicts: [],
    paraphrases: [["18:40", "6:40pm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h19 fast-track passport fee",
    branch: ["Booked the fast-track passport appointment for my daughter; the fee is £178 and you pay when you book."],
    parent: [
      "How much was the one-week passport service in the end?",
      "A hundred and seventy-eight pounds, paid up front online.",
      "Pricey, but she needs it for the school trip.",
    ],
    conflicts: [],
    paraphrases: [["£178", "A hundred and seventy-eight pounds"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h19 planning objection window",
    branch: [
      "The neighbour notification letter gives us 21 days to object to the new flats.",
      "Let's draft something at the weekend.",
    ],
    parent: [
      "Council website says comments on the flats application are open for three weeks from the date of the letter.",
    ],
    conflicts: [],
    paraphrases: [["21 days", "three weeks"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h19 export container size",
    branch: [
      "For the move to Perth we've gone with a 40-foot container, shared with nobody.",
      "Door-to-door or port-to-port?",
      "Door-to-door.",
    ],
    parent: ["The shipping company confirmed: one 40ft box, sole use, door to door to Perth."],
    conflicts: [],
    paraphrases: [["40-foot container", "40ft box"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h19 EV charger supply",
    branch: ["The electrician says the 7 kW charger is fine on our existing fuse, no upgrade needed."],
    parent: [
      "Network operator approved the home charger application — a 7 kilowatt unit, no supply upgrade required.",
      "Brilliant, I'll book the install.",
    ],
    conflicts: [],
    paraphrases: [["7 kW", "7 kilowatt"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h19 office relocation crew",
    branch: [
      "Relocation firm is sending four movers for the filing cabinets, starting at 9am.",
      "Do they bring their own crates?",
      "Yes, crates and trolleys included.",
    ],
    parent: ["Confirmed with the removals company: 4 people on site from 09:00 to shift the archive and cabinets."],
    conflicts: [],
    paraphrases: [
      ["four movers", "4 people"],
      ["9am", "09:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h19 jury service",
    branch: [
      "Got my jury summons. It's Monday 10 February for two weeks at the Crown Court.",
      "Will work pay you while you're there?",
      "They top up whatever the court doesn't cover.",
    ],
    parent: ["Jury service: starting 10/02, a fortnight, Crown Court, loss of earnings form attached."],
    conflicts: [],
    paraphrases: [
      ["Monday 10 February", "10/02"],
      ["two weeks", "a fortnight"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h19 business rates relief",
    branch: ["The council confirmed our café qualifies for 50% retail relief on business rates this year."],
    parent: [
      "Any news from the rates office?",
      "Yes, they're knocking half off the café's rates bill for the year under the retail scheme.",
    ],
    conflicts: [],
    paraphrases: [["50%", "half"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h19 stamp duty on the flat",
    branch: [
      "Solicitor's completion statement has stamp duty at £7,500 on the flat.",
      "Payable on completion, right?",
      "Within fourteen days of it, but they pay it on the day.",
    ],
    parent: ["So the SDLT bill is 7.5k — fine, it's in the budget already."],
    conflicts: [],
    paraphrases: [["£7,500", "7.5k"]],
    shapes: ["paraphrase"],
  },

  // --------------------------------------------------------- shared-words
  {
    name: "h19 two flats rents",
    branch: [
      "For the Alder House block: the Flat 2 rent is £950 a month, bills not included.",
      "Any interest from viewings yet?",
    ],
    parent: ["Alder House update — the Flat 5 rent is £1,100 a month, bills not included, because it has the balcony."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h19 racking load limit vs usage",
    branch: ["The inspector said the pallet racking in aisle C is rated for 1,000 kg per shelf."],
    parent: [
      "On aisle C we're loading about 650 kg per shelf on the pallet racking at the moment.",
      "Good, plenty of headroom then.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h19 refuse collection target vs actual",
    branch: [
      "The council's target is 98% of household bins collected on the scheduled day.",
      "That's ambitious with the new rounds.",
    ],
    parent: [
      "Last month the council collected 94% of household bins on the scheduled day, according to the scrutiny report.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h19 service charge by year",
    branch: ["Managing agent's statement: the service charge for 2023 was £1,340 for our flat."],
    parent: [
      "Just got the new budget — the service charge for 2024 is £1,515 for our flat, mostly because of the lift repair.",
      "Ouch.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h19 pallet storage per pallet vs total",
    branch: [
      "The bonded warehouse charges £45 per pallet per week for storage.",
      "Including handling in and out?",
      "Handling is billed separately.",
    ],
    parent: ["Storage invoice from the bonded warehouse: £900 per week for our 20 pallets."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h19 two magistrates courts",
    branch: ["The list for tomorrow: Court 3 at the magistrates' sits at 10am for the traffic cases."],
    parent: [
      "Checked the listings for tomorrow: Court 5 at the magistrates' sits at 2pm for the licensing appeals.",
      "I'll cover that one.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
