/**
 * Held-out merge-conflict pairs, set 76 (issue 36), written by an author who had read neither lib/ nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: removal firms and self-storage (house and office moves, survey quotes, crew and van
 * bookings, packing materials, storage units and access, insurance and claims).
 *
 * Topics (one per case, 40 in all):
 * - close: storage locker monthly rent; wardrobe boxes from a survey; crew arrival time;
 *   survey quote total; declared value for transit cover; storage gate access hours;
 *   cubic-foot volume estimate; insurance claim settlement amount; move day
 * - identifier: van registration for a parking permit; storage unit number of an office archive;
 *   storage policy reference written two ways (no conflict); two claim references for two
 *   damaged items (no conflict)
 * - negation: crew dismantling beds; piano under standard cover; Sunday storage access;
 *   self-pack booking (no conflict); lift at old flat vs new flat (no conflict);
 *   no vans before 9am (no conflict)
 * - multi: office move vans/porters/start (also close); collection day/time/crew/van/price;
 *   storage size/rent/insurance/minimum; office relocation summary (no conflict);
 *   crew note reordered (no conflict); part-load collect/store/deliver;
 *   two similarly named families' moves (no conflict)
 * - correction: survey day corrected; gate code self-corrected (no conflict);
 *   revised quote after re-survey; porter count self-corrected in crew chat (no conflict)
 * - list: packing materials drop; items going into storage reordered (no conflict);
 *   lounge/dining inventory; crew names reordered (no conflict)
 * - shared-words: two storage units at one site (no conflict); two crews' start times
 *   (no conflict); one family's 2023 and 2025 moves (no conflict); access at old and new
 *   address (no conflict)
 * - paraphrase: key handover time (no conflict); container load volume and sailing (no conflict)
 *
 * Counts by shape: close 10, identifier 4, negation 6, multi 7, correction 4, list 4,
 * shared-words 7, paraphrase 16.
 *
 * 22 cases have planted conflicts (one each), 18 have none.
 */
import type { HeldOutConflictCase } from "./conflict-cases";

export const HELDOUT_CONFLICT_CASES_76: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close
  {
    name: "h76 storage locker monthly rent",
    branch: [
      "How much is the small unit at Kestrel Self Store in Hove going to cost Mrs Adeyemi per month?",
      "The 35 sq ft locker (unit 14B) at Kestrel Hove is £89 a month including VAT, with the first 4 weeks at half price. Minimum stay is 2 weeks.",
    ],
    parent: [
      "Rang Kestrel back about Mrs Adeyemi. Unit 14B, thirty-five square feet, comes to £98 a month inc VAT. Still half price for the first four weeks, and she's happy with that.",
    ],
    conflicts: [["£89 a month", "£98 a month"]],
    paraphrases: [
      ["35 sq ft", "thirty-five square feet"],
      ["first 4 weeks at half price", "half price for the first four weeks"],
    ],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h76 wardrobe boxes from survey",
    branch: [
      "What did Jason's survey come up with for packing materials at 22 Mill Lane?",
      "Per Jason's survey for 22 Mill Lane: 40 book boxes, 25 tea chests, 12 wardrobe boxes and 3 mattress covers (1 king, 2 single). Materials go out the Monday before the move.",
    ],
    parent: [
      "[09:14] Jason: mill lane - 14 wardrobe boxes on the order pls, rest as per sheet. client has a LOT of coats",
      "Noted, I'll update the materials order for Mill Lane.",
    ],
    conflicts: [["12 wardrobe boxes", "14 wardrobe boxes"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h76 crew arrival time",
    branch: [
      "Remind me what time the crew is due at the Okafor house on the Friday?",
      "Crew are booked to arrive at 07:30 on Fri 6 June at 9 Orchard Rise, Leamington. Two-man crew plus Gary driving the Luton.",
    ],
    parent: [
      "[06:52] Gary: orchard rise fri 06/06, crew arriving at 07:45, myself + 2 lads in the luton. mrs okafor knows",
    ],
    conflicts: [["arrive at 07:30", "arriving at 07:45"]],
    paraphrases: [
      ["Fri 6 June", "fri 06/06"],
      ["Two-man crew plus Gary", "myself + 2 lads"],
    ],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h76 survey quote total",
    branch: [
      "Pasting the survey for Moreau so you have it:\nSURVEY QUOTE - Ref Q-5521\nClient: P. Moreau, 4 Larch Close, Didsbury -> 18 Elm Tce, Chorlton\nVolume: 620 cu ft\nCrew: 3 + 1 van\nTotal inc VAT: £1,860\nValid 30 days",
      "Got it, saved against the Moreau enquiry. Quote is valid for 30 days from the survey.",
    ],
    parent: [
      "Mr Moreau called, he wants to pay the deposit. Can you draft the email? Quote total is £1,680 inc VAT and we take 20% up front.",
      "Draft: Dear Mr Moreau, thank you for confirming. Your quote comes to £1,680 including VAT; a 20% deposit of £336 secures your date.",
    ],
    conflicts: [["Total inc VAT: £1,860", "Quote total is £1,680 inc VAT"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h76 declared value for transit cover",
    branch: [
      "What goods-in-transit cover did we put on the Lindqvist move?",
      "Declared value for the Lindqvist contents is £18,500, at a premium of 1.5%, with an excess of a hundred pounds per claim.",
    ],
    parent: [
      "Signed form back from the Lindqvists:\nGOODS IN TRANSIT - CLIENT DECLARATION\nClient: A. Lindqvist\nDeclared value: £19,500\nPremium rate: 1.5 per cent\nExcess: £100 per claim\nSigned 12/09",
    ],
    conflicts: [["Declared value for the Lindqvist contents is £18,500", "Declared value: £19,500"]],
    paraphrases: [
      ["premium of 1.5%", "1.5 per cent"],
      ["a hundred pounds per claim", "£100 per claim"],
    ],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h76 storage gate access hours",
    branch: [
      "What are the access hours at StoreSafe Cheadle for Tom's unit?",
      "StoreSafe Cheadle's gate is open 6am-10pm every day, and Tom's PIN works any time in that window.",
    ],
    parent: [
      "[18:02] Priya: went past storesafe cheadle, sign on the gate says access 6am-9pm daily. office shuts 5.30",
    ],
    conflicts: [["6am-10pm", "6am-9pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h76 cubic foot volume estimate",
    branch: [
      "[Survey notes - Ellie] 3 bed semi, 27 Brook Rd. 740 cu ft total. loft half full. garden shed: mower + bikes x2. 1 piano (upright), ground floor",
      "Can you turn Ellie's notes into a quote line for Brook Rd?",
      "Quote line: 3-bed semi at 27 Brook Rd, 740 cu ft, upright piano surcharge applies, shed contents included.",
    ],
    parent: [
      "The office system has Brook Rd down at 720 cu ft, with the upright piano and the shed stuff (mower and two bikes). Can you check which figure we're quoting on?",
    ],
    conflicts: [["740 cu ft total", "720 cu ft"]],
    paraphrases: [["bikes x2", "two bikes"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h76 claim settlement amount",
    branch: [
      "How much did Halden agree to pay on the Rossi claim for the chipped sideboard?",
      "Halden offered £212.40 on the sideboard claim, payable within 14 days of Mrs Rossi signing the discharge form.",
    ],
    parent: [
      'Letter in from Halden Claims: "Re: Rossi, sideboard. We are pleased to offer £214.20 in full and final settlement." Forwarding a copy to Mrs Rossi today.',
    ],
    conflicts: [["£212.40", "£214.20"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h76 move day",
    branch: [
      "When are we moving the Baxter-Hale family?",
      "The Baxter-Hale move is booked for Thu 23 Oct, keys from Hunters by noon, 3 crew and the Luton.",
    ],
    parent: [
      "Baxter-Hales rang to go over it: move day Fri 24 Oct, keys from Hunters by noon. They asked if we can bring extra blankets for the piano.",
    ],
    conflicts: [["Thu 23 Oct", "Fri 24 Oct"]],
    paraphrases: [],
    shapes: ["close"],
  },
  // ---------------------------------------------------------------- identifier
  {
    name: "h76 van registration for permit",
    branch: [
      "Which van is going on the Patel job tomorrow? Need the reg for the parking permit.",
      "It's the 7.5t Iveco, registration KX19 PLU. Westminster want the reg for the Arundel Sq permit by 5pm today.",
    ],
    parent: ["[07:41] Mick: morning, taking the iveco to patel. reg is KX19 PLV fyi for the permit"],
    conflicts: [["KX19 PLU", "KX19 PLV"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h76 storage unit of office archive",
    branch: [
      "Which unit did we put the Gallagher office archive into?",
      "The Gallagher archive (62 archive boxes, 2 filing cabinets) went into unit B-214 on the first floor at Northgate Storage.",
    ],
    parent: [
      "[11:03] Lisa: gallagher PA rang asking where the files are, told her unit B-241 first floor at northgate, 62 boxes + 2 filing cabinets",
    ],
    conflicts: [["unit B-214", "unit B-241"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h76 storage policy reference formats",
    branch: [
      "What's the policy number for the Whitmore storage insurance?",
      "Policy ref is KSP-0042-7781 with Arden Underwriting, covering £8,000 of contents in unit 7.",
    ],
    parent: [
      "Mrs Whitmore wants it in writing, so I've emailed her: storage cover is Arden policy KSP 0042 7781, contents insured up to £8k in unit 7.",
    ],
    conflicts: [],
    paraphrases: [
      ["KSP-0042-7781", "KSP 0042 7781"],
      ["£8,000", "£8k"],
    ],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "h76 two claim references",
    branch: [
      "What's the claim reference for the Novaks' scratched dining table?",
      "The dining table claim for the Novaks is CLM-30817, logged on 2 May.",
    ],
    parent: [
      "The Novaks have raised a second claim: the hall mirror cracked in transit. New claim reference CLM-30871, logged on 9 May. The table claim is still open.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["identifier", "shared-words"],
  },
  // ---------------------------------------------------------------- negation
  {
    name: "h76 crew dismantling beds",
    branch: [
      "Is our crew dismantling the beds at the Harrow Rd flat or is the client doing it?",
      "Our crew will dismantle and reassemble both beds at Harrow Rd; it's in the quote as a £45 add-on.",
    ],
    parent: [
      "[15:22] Office: harrow rd client says her brother is doing the beds, so crew won't be dismantling the beds. knock the £45 off the invoice",
    ],
    conflicts: [["crew will dismantle and reassemble both beds", "crew won't be dismantling the beds"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h76 piano under standard cover",
    branch: [
      "Does our standard cover include Mr Oyelaran's piano?",
      "Yes, the upright piano is covered under our standard goods-in-transit policy up to £3,000, no extra premium.",
    ],
    parent: [
      "Checked the small print with Arden: Mr Oyelaran's upright piano is not covered under the standard policy. He'd need the specialist items add-on.",
    ],
    conflicts: [
      ["piano is covered under our standard goods-in-transit policy", "piano is not covered under the standard policy"],
    ],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h76 sunday storage access",
    branch: [
      "Can the Fosters get into their BigBox Walsall unit on Sundays?",
      "Yes, Sunday access is allowed at BigBox Walsall, 8am to 4pm with their PIN.",
    ],
    parent: [
      "[16:03] Leon: just been at bigbox walsall, manager says no sunday access since the new owners took over. fosters will have to come sat",
    ],
    conflicts: [["Sunday access is allowed", "no sunday access"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h76 self-pack booking",
    branch: [
      "Are we packing for the Hendersons?",
      "No, the Hendersons won't need the full pack, they're doing it themselves. We just drop 30 boxes on Tuesday.",
    ],
    parent: ["Hendersons booking confirmed: self-pack, we supply thirty boxes, dropped off Tues afternoon."],
    conflicts: [],
    paraphrases: [
      ["won't need the full pack", "self-pack"],
      ["30 boxes", "thirty boxes"],
      ["on Tuesday", "Tues"],
    ],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "h76 lift at old and new flat",
    branch: [
      "Is there a lift at Ms Chen's current flat in Leith?",
      "No lift at the Leith flat: it's a 3rd-floor walk-up at 14 Bernard St, so we've added a third porter.",
    ],
    parent: [
      "Ms Chen's new place in Stockbridge does have a lift, 4th floor, and a sofa fits in on its end apparently. I've booked it with the concierge for 2pm.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["negation", "shared-words"],
  },
  {
    name: "h76 no vans before nine",
    branch: [
      "Any restrictions at the Fenwick St end for the Doyle move?",
      "Fenwick St is a residents' zone: removal vans are not permitted before 9am, and we can't block the bus stop outside no. 30.",
    ],
    parent: [
      "[08:10] Kev: parked up round the corner, fenwick st no vehicle access till 09:00 so we'll sit tight. wont be anywhere near the bus stop dont worry",
    ],
    conflicts: [],
    paraphrases: [["not permitted before 9am", "no vehicle access till 09:00"]],
    shapes: ["negation", "paraphrase"],
  },
  // ---------------------------------------------------------------- multi
  {
    name: "h76 office move vans porters start",
    branch: [
      "What's the plan for the Castlegate office move on Saturday?",
      "For Castlegate: 2 vans, 4 porters, an 8am start at the Wharf St office, IT crates dropped on Thursday.",
    ],
    parent: [
      "[17:40] Castlegate facilities: confirmed for sat - 2 vans, 5 porters, 8am start, IT crates delivered thurs pls",
    ],
    conflicts: [["4 porters", "5 porters"]],
    paraphrases: [],
    shapes: ["multi", "close"],
  },
  {
    name: "h76 collection details",
    branch: [
      "Summarise the collection for the Ibrahim job.",
      "Collection Tue 11 Mar, 8am, 2 men with the Luton, £420 all in.",
    ],
    parent: [
      'Ibrahim replied to our confirmation text: "yes Tue 11 Mar 8am, 2 men with the 7.5 tonner, £420 all in, thanks"',
    ],
    conflicts: [["2 men with the Luton", "2 men with the 7.5 tonner"]],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "h76 storage size rent insurance minimum",
    branch: [
      "What did we agree with Sanjay for his storage?",
      "Sanjay's unit is 5x10 ft at £110 a month, insured to £5,000, 3-month minimum.",
    ],
    parent: [
      "Sanjay's storage contract has come back signed: 5ft x 10ft, £110/month, contents insured to £2,000, three months minimum term.",
    ],
    conflicts: [["insured to £5,000", "insured to £2,000"]],
    paraphrases: [
      ["5x10 ft", "5ft x 10ft"],
      ["£110 a month", "£110/month"],
      ["3-month minimum", "three months minimum"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h76 office relocation summary",
    branch: [
      "Can you confirm the Wu Architects relocation details?",
      "Wu Architects: out of the 3rd floor at 40 Dale St on Friday 14 November, into Unit 2, Canal Wharf, 18 workstations, 6 people on the crew.",
    ],
    parent: [
      'Email from Wu\'s office manager: "Confirming 14/11, eighteen workstations, six-person crew, Dale St 3rd floor to Canal Wharf unit 2. Lift booked both ends."',
    ],
    conflicts: [],
    paraphrases: [
      ["Friday 14 November", "14/11"],
      ["18 workstations", "eighteen workstations"],
      ["6 people on the crew", "six-person crew"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h76 crew note reordered",
    branch: [
      "Dean sent this for Saturday, can you diary it?",
      "[Crew note - Dean] Okonkwo job sat: 3 men, 2 vans, on site 8:30, finish by 4, tip run after",
      "Diarised: Okonkwo, Saturday, 3 men and 2 vans, on site 8:30am, finishing 4pm, tip run afterwards.",
    ],
    parent: [
      "Mr Okonkwo called to check Saturday. Told him two vans and three men, there from half eight, done by four o'clock.",
    ],
    conflicts: [],
    paraphrases: [
      ["3 men, 2 vans", "two vans and three men"],
      ["on site 8:30", "from half eight"],
      ["finish by 4", "done by four o'clock"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h76 part-load collect store deliver",
    branch: [
      "What's the schedule for the Fairbairn part-load?",
      "Fairbairn part-load: collect Mon 3 Feb from Harrogate, hold 2 nights in our Leeds store, deliver Wed 5 Feb to Aberdeen.",
    ],
    parent: [
      "PLANNER - WEEK 6\nFairbairn (part-load)\nCollect: Mon 3 Feb, Harrogate\nStore: Leeds\nDeliver: Thu 6 Feb, Aberdeen\nCrew: Tariq + 1",
    ],
    conflicts: [["deliver Wed 5 Feb", "Deliver: Thu 6 Feb"]],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "h76 two similarly named families",
    branch: [
      "What's the Kowalski move looking like?",
      "Kowalski, Acton: 2-bed flat, 2 porters, Luton van, Wed 9 Apr, £540 inc VAT.",
    ],
    parent: [
      "Booked the Kowalczyk job as well (different family, they're in Ealing): 2-bed flat, 3 porters, Luton van, Wed 16 Apr, £610 inc VAT.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["multi", "shared-words"],
  },
  // ---------------------------------------------------------------- correction
  {
    name: "h76 survey day corrected",
    branch: [
      "When's the home survey for the Marchetti house?",
      "The video survey with Mrs Marchetti is set for Wednesday at 2pm, Ellie running it.",
    ],
    parent: [
      "[09:30] Ellie: correction on marchetti - survey is thursday 2pm not wednesday, husband cant do weds. still me doing it",
    ],
    conflicts: [["set for Wednesday at 2pm", "survey is thursday 2pm"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h76 gate code self-corrected",
    branch: [
      "[14:05] Sam: gate code at Secure Store Ashford for the Burke unit is 4471",
      "[14:06] Sam: sorry typo, its 4417 not 4471",
    ],
    parent: ["Mr Burke asked for his gate code again, so I've texted him 4417 for Secure Store Ashford."],
    conflicts: [],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h76 revised quote after re-survey",
    branch: [
      "Did the quote for the Halliwells change after the re-survey?",
      "Yes, a correction to the original: the Halliwell quote was revised down to £2,150 after they dropped the garage contents.",
    ],
    parent: [
      "Sending the Halliwells their booking paperwork now. Final price on the quote is £2,350, garage contents excluded, deposit already paid.",
    ],
    conflicts: [["revised down to £2,150", "Final price on the quote is £2,350"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h76 porter count self-corrected",
    branch: [
      "How many porters for the Abara office clearance on Monday?",
      "We've got four porters on the Abara office clearance Monday, plus one driver.",
    ],
    parent: [
      "[10:12] Rob: abara monday 3 porters + driver",
      "[10:15] Rob: scratch that, 4 porters + driver, forgot Kyle",
    ],
    conflicts: [],
    paraphrases: [["four porters", "4 porters"]],
    shapes: ["correction", "paraphrase"],
  },
  // ---------------------------------------------------------------- list
  {
    name: "h76 packing materials drop",
    branch: [
      "What materials are we dropping at the Nkemelu flat?",
      "Materials drop for Nkemelu: 20 medium boxes, 10 large boxes, 5 wardrobe boxes, 2 rolls of bubble wrap and 6 rolls of tape.",
    ],
    parent: [
      "Order confirmation from BoxCo for Nkemelu:\n- 20 x medium box\n- 10 x large box\n- 5 x wardrobe box\n- 2 x bubble wrap roll\n- 8 x tape roll\nDelivery: Weds AM",
    ],
    conflicts: [["6 rolls of tape", "8 x tape roll"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "h76 storage items reordered",
    branch: [
      "Which items are going into storage for the Reyes family?",
      "Into storage for the Reyes: the piano, the oak wardrobe, the garden furniture set and 12 boxes of books.",
    ],
    parent: [
      "Reyes storage list from Carmen: 12 boxes of books, garden furniture set, oak wardrobe, piano. Everything else goes straight to the new house.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "h76 lounge dining inventory",
    branch: [
      "Ash Grove inventory from the survey, pasted below:\nINVENTORY - LOUNGE/DINING, 6 ASH GROVE\n1. 3-seater sofa\n2. Dining table (extending)\n3. Dining chairs x6\n4. Glass display cabinet\n5. 55in TV",
      "Thanks, saved that as the lounge/dining section for 6 Ash Grove.",
    ],
    parent: [
      "Mrs Pryce went through the Ash Grove lounge/dining list with me on the phone: 3-seater sofa, extending dining table, 4 dining chairs, glass display cabinet, 55in TV.",
    ],
    conflicts: [["Dining chairs x6", "4 dining chairs"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "h76 crew names reordered",
    branch: [
      "Who's on next Thursday's Portman Rd job?",
      "Portman Rd crew: Marek (lead), Ade, Callum and Jo, with 2 vans.",
    ],
    parent: ["[19:30] Marek: thurs portman rd - me, jo, callum, ade. two vans. meet at the yard 7"],
    conflicts: [],
    paraphrases: [["2 vans", "two vans"]],
    shapes: ["list", "paraphrase"],
  },
  // ---------------------------------------------------------------- shared-words
  {
    name: "h76 two storage units one site",
    branch: ["How much is unit 12 at Riverside Storage?", "Unit 12 at Riverside Storage is 50 sq ft at £75 a month."],
    parent: [
      "[10:48] Priya: riverside also have unit 21 for the mensah overflow, 100 sq ft £95 a month. unit 12 still free as well",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h76 two crews start times",
    branch: [
      "When does Dave's crew start on Wednesday?",
      "Dave's crew starts at 7am on Wednesday at the Hollins Rd job, 3 men in the Luton.",
    ],
    parent: [
      "[21:12] Marek: my lot start 8am weds at the Beech Ave job, 2 men + the sprinter. daves lot on at seven at hollins rd",
    ],
    conflicts: [],
    paraphrases: [["7am", "at seven"]],
    shapes: ["shared-words", "paraphrase"],
  },
  {
    name: "h76 one family two years",
    branch: [
      "What did we charge the Achterberg family for their 2023 move?",
      "Their 2023 move from Bath to Bristol was £2,400 inc VAT with a crew of 4.",
    ],
    parent: [
      "The Achterbergs are moving again! Their 2025 quote, Bristol to Cardiff, is £2,900 inc VAT, crew of 4 again.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h76 access at old and new address",
    branch: [
      "What's access like at the Blackwood old house?",
      "Old house (22 Thornfield Ave): 2 flights of stairs to the main bedroom, driveway parking for 1 van, 15m carry to the front door.",
    ],
    parent: [
      "Blackwood survey sheet, access section:\nNEW ADDRESS (7 Quarry Lane)\nStairs: none, bungalow\nParking: on-street, suspension needed for 2 vans\nCarry distance: 30 m\nOLD ADDRESS (22 Thornfield Ave)\nCarry distance: fifteen metres; driveway fits one van",
    ],
    conflicts: [],
    paraphrases: [
      ["15m carry", "fifteen metres"],
      ["driveway parking for 1 van", "driveway fits one van"],
    ],
    shapes: ["shared-words", "paraphrase"],
  },
  // ---------------------------------------------------------------- paraphrase
  {
    name: "h76 key handover time",
    branch: [
      "What time is the key handover at the Greaves new-build?",
      "Handover at the Greaves new-build is at quarter to nine on Monday; the site manager, Lorna, will meet the crew at the gate.",
    ],
    parent: ["[19:05] Lorna (site mgr): greaves keys 08:45 monday, I'll be at the site gate"],
    conflicts: [],
    paraphrases: [["quarter to nine", "08:45"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h76 container load and sailing",
    branch: [
      "How big is the Tremaine load for the overseas move?",
      "Tremaine is roughly a thousand cubic feet, so a 20ft container, shipping from Felixstowe on 28 August.",
    ],
    parent: [
      "SHIPPER BOOKING\nConsignee: Tremaine\nVolume: 1,000 cu ft\nEquipment: twenty-foot container\nPort of loading: Felixstowe\nSailing: 28/08",
    ],
    conflicts: [],
    paraphrases: [
      ["a thousand cubic feet", "1,000 cu ft"],
      ["20ft container", "twenty-foot container"],
      ["28 August", "28/08"],
    ],
    shapes: ["paraphrase"],
  },
];
