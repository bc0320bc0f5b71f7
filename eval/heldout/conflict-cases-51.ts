import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 51 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: removal van quote, tenancy deposit release, boiler service visit, letting agent viewings,
 *     kitchen fitter layout, carpet order, conveyancing solicitor, furniture storage unit;
 *   few shared words: recycling collection (negation), fibre broadband install (identifier),
 *     council tax band, mortgage offer expiry;
 *   correction: survey appointment, estate agent's fee, house-share electricity bill split, locksmith;
 *   multi: tenancy renewal, skip hire, completion key handover, loft conversion quote,
 *     home insurance renewal, end-of-tenancy clean;
 *   paraphrase: gas safety check, holding deposit, damp treatment quote, residents' parking permit,
 *     chimney sweep, check-in inventory, boundary fence, stamp duty, lodger room advert,
 *     electrical safety report, pest control, post redirection;
 *   shared-words: house-share cleaning rota, leasehold service charge, offer vs asking price,
 *     lease extension, sofa and bed deliveries, decorator budget vs spend.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_51: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (8)
  {
    name: "h51 removal van quote",
    branch: [
      "Did you manage to ring the removals firm back this morning?",
      "Yep. Luton van plus two porters for the whole Saturday comes to £420, and they want the deposit paid by Friday.",
      "Fine by me, I'll send my half tonight.",
    ],
    parent: [
      "Mum keeps asking what the move is costing us, what do I tell her?",
      "The removal company quoted £840 for the van and crew on moving day. Everything else is just boxes and tape.",
      "Ok, I'll tell her that and hope she doesn't offer to drive the van herself.",
    ],
    conflicts: [["£420", "£840"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h51 deposit release date",
    branch: [
      "Dear Ms Okafor, following the check-out inspection your landlord has agreed the deductions. The balance of your deposit will be released by the protection scheme on 14 March. Kind regards, Ridgeway Lettings",
      "Thank you. Can you confirm the oven clean is the only deduction?",
      "Yes, the £60 oven clean is the only deduction from the deposit.",
    ],
    parent: [
      "Has the agent said anything about the deposit yet?",
      "The scheme emailed me - our money comes back to us on 15 March, less the oven cleaning charge.",
      "Finally. I'm spending my share on a new kettle.",
    ],
    conflicts: [["14 March", "15 March"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h51 boiler service visit time",
    branch: [
      "boiler service is Wednesday, someone needs to be in",
      "I'm wfh so I'll let him in, the engineer said 8:30am",
      "legend, I'll leave the airing cupboard unlocked",
    ],
    parent: [
      "who's around Wednesday for the gas man?",
      "he texted me, he's booked in for 6:30pm after his other jobs",
      "I'm back from work by six so I can do it",
    ],
    conflicts: [["8:30am", "6:30pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h51 letting agent viewings count",
    branch: [
      "Hi both, just to let you know we have four viewings arranged for the flat between 10 and 12 this Saturday. Please leave the bedroom doors open if you can. Thanks, Priya at Hollis Estates",
      "No problem, we'll be out at the market anyway.",
    ],
    parent: [
      "Saturday morning the agent's bringing six people round to look at the place",
      "ugh ok I'll hoover Friday night",
    ],
    conflicts: [["four viewings", "six people"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h51 kitchen layout version",
    branch: [
      "The fitter rang. He's quoting from layout v2.1, the one with the island shifted left and the sink under the window.",
      "Does that include the extra pan drawers?",
      "Yes, all in.",
    ],
    parent: [
      "I sent the kitchen company the v2.3 drawing yesterday - that's the plan they're building to.",
      "Did they say when the worktops get templated?",
      "Not yet, they're waiting on the cabinets.",
    ],
    conflicts: [["v2.1", "v2.3"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h51 carpet order size",
    branch: [
      "Carpet shop confirmed the order for the lounge and stairs: 28 m² of the grey twist, delivered next Tuesday.",
      "Underlay too?",
      "Underlay included.",
    ],
    parent: [
      "How much carpet did we end up ordering? I need it for the fitter's quote.",
      "18 square metres for the living room and the stairs, arriving Tuesday.",
    ],
    conflicts: [["28 m²", "18 square metres"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h51 conveyancer name",
    branch: [
      "Dear Mr and Mrs Patel, I will be the fee earner responsible for your purchase of 14 Orchard Way. Please direct all correspondence to me. Yours sincerely, Gareth Lewis, Harper & Cole Solicitors",
      "Thank you, the signed forms are in the post.",
    ],
    parent: [
      "Who's our solicitor at Harper & Cole again? The bank wants a name.",
      "Helen Brooks is dealing with the Orchard Way purchase.",
    ],
    conflicts: [["Gareth Lewis", "Helen Brooks"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h51 storage unit location",
    branch: [
      "storage is sorted btw - 50 sq ft unit at the Big Yellow in Croydon, we can drop stuff from Friday",
      "amazing",
    ],
    parent: [
      "where are we keeping the spare furniture while the flat's being painted?",
      "I've rented a locker at the self-storage place in Sutton, access from Friday",
    ],
    conflicts: [["Croydon", "Sutton"]],
    paraphrases: [],
    shapes: ["close"],
  },
  // ------------------------------------------------------ few shared words (4)
  {
    name: "h51 recycling collection week",
    branch: ["bins out tonight pls - council collects recycling this week", "on it"],
    parent: ["don't bother with the blue bin, it isn't collected this week, we're on the off fortnight", "noted"],
    conflicts: [["collects recycling this week", "isn't collected this week"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h51 fibre install reference",
    branch: ["Openreach job ref is KX4471-B, quote it if anyone rings about the line.", "Will do."],
    parent: ["If the fibre installer calls while I'm out, the reference for the install is KX4417-B."],
    conflicts: [["KX4471-B", "KX4417-B"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h51 council tax band",
    branch: ["Just looked us up on the valuation list - the flat's in Band C.", "Is that good?", "Middling."],
    parent: [
      "The council's bill came today, we're being charged at Band D for this address.",
      "I'll set up the direct debit.",
    ],
    conflicts: [["Band C", "Band D"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h51 mortgage offer expiry",
    branch: ["Bank's formal offer arrived. It's valid until 30 September, so plenty of time."],
    parent: [
      "Dear Ms Reed, please note that your lender's approval lapses on 30 June; completion must take place before then or a fresh application will be needed. Kind regards, J. Amos",
      "Thanks, we'll chase the sellers.",
    ],
    conflicts: [["30 September", "30 June"]],
    paraphrases: [],
    shapes: ["close"],
  },
  // ----------------------------------------------------------- correction (4)
  {
    name: "h51 survey rescheduled in branch",
    branch: [
      "Surveyor's booked for Tuesday 9 April at the house, 10 till 1.",
      "Great, do we need to be there?",
      "Update: the vendor can't do Tuesday, so they've moved it to Friday 12 April, same time.",
    ],
    parent: [
      "Survey is on Tuesday 9 April, I've told work I'll be late in.",
      "You don't have to be there, the agent has keys.",
    ],
    conflicts: [["Friday 12 April", "Tuesday 9 April"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h51 agent commission corrected in branch",
    branch: [
      "Estate agent's commission is 1.2% according to the contract they sent.",
      "Sorry, I misread it - the fee is 1.8% of the sale price, not what I said.",
    ],
    parent: ["Did you check the agent's fee before we sign?", "Yes, 1.2% of the sale price, no upfront costs."],
    conflicts: [["1.8%", "1.2%"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h51 electric bill share corrected in parent",
    branch: ["just paid my £78 for the electric", "same, sent mine this morning"],
    parent: [
      "Electric bill for the quarter is in: £312, so £78 each",
      "wait ignore that, that was the estimate. actual bill is £396 so it's £99 each, sorry",
      "ouch",
    ],
    conflicts: [["£78", "£99 each"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h51 locksmith moved in parent",
    branch: [
      "The locksmith is coming at 10am tomorrow to change the front door locks, right? I'll hang around.",
      "Ok, I'll leave the cash on the side.",
    ],
    parent: [
      "Locksmith booked for 10am tomorrow, new barrel for the front door.",
      "They just rang - they've pushed it to 4pm, emergency job in the morning.",
    ],
    conflicts: [["10am", "4pm"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  // ---------------------------------------------------------------- multi (6)
  {
    name: "h51 tenancy renewal terms",
    branch: [
      "Dear Tom, your landlord is happy to renew. The new tenancy will start on 1 August 2024, the monthly rent will rise to £1,450, and the fixed term will be 12 months. Please confirm by return. Regards, Marsh & Quill Lettings",
      "Thanks, I'll talk it over with my partner tonight.",
    ],
    parent: [
      "Heard back about the renewal?",
      "Yeah - from the 1st of August the rent goes up to £1,495 a month, on a twelve-month contract.",
      "Bit steep but fine.",
    ],
    conflicts: [["£1,450", "£1,495"]],
    paraphrases: [
      ["1 August 2024", "1st of August"],
      ["12 months", "twelve-month"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h51 skip booking details",
    branch: [
      "Booked the skip: an 8-yard one arriving Monday 3 June, staying for 14 days, £285 including the road permit.",
      "Good, the old bathroom suite can go straight in.",
    ],
    parent: [
      "Skip hire confirmation just came through - eight yard skip, Monday 3 June delivery, two weeks' hire, £385 all in with the permit.",
      "Tell the neighbours so they don't fill it.",
    ],
    conflicts: [["£285", "£385"]],
    paraphrases: [
      ["8-yard", "eight yard"],
      ["14 days", "two weeks"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h51 completion key release",
    branch: [
      "Dear Ms Chen, completion is confirmed for Friday 28 June. Once the funds arrive, the keys will be released from the agent's High Street office at 2pm; the sellers have left 3 sets. Kind regards, Abbott Conveyancing",
      "Brilliant, thank you.",
    ],
    parent: [
      "So what's the plan for keys?",
      "Completion Friday 28 June - we collect them from the agent on the High Street at 14:00, and there are two sets.",
      "We'll need another one cut for your brother.",
    ],
    conflicts: [["3 sets", "two sets"]],
    paraphrases: [["2pm", "14:00"]],
    shapes: ["multi"],
  },
  {
    name: "h51 loft quote start month",
    branch: [
      "Builder's quote for the loft came in: dormer, en-suite and two Velux windows for £48,000, starting in September and taking about 10 weeks.",
      "That's less than I feared.",
    ],
    parent: [
      "Loft quote landed: £48k for the dormer plus en-suite with 2 Velux windows, kicking off in March, roughly ten weeks on site.",
      "Shall we get a second quote anyway?",
    ],
    conflicts: [["September", "March"]],
    paraphrases: [
      ["£48,000", "£48k"],
      ["two Velux windows", "2 Velux windows"],
      ["10 weeks", "ten weeks"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h51 home insurance excess",
    branch: [
      "Dear customer, your buildings and contents policy renews on 5 November at £34.20 a month, with a £250 excess on each claim.",
      "Do we want to add accidental damage?",
      "Not this year.",
    ],
    parent: ["Insurance renews on the 5th of November - £34.20 monthly, and the excess is £500."],
    conflicts: [["£250 excess", "excess is £500"]],
    paraphrases: [["5 November", "5th of November"]],
    shapes: ["multi"],
  },
  {
    name: "h51 end of tenancy clean",
    branch: [
      "cleaners booked for Sat 20th, 9am start, 4 of them, £180 total - I'll send everyone the split",
      "thank god",
    ],
    parent: [
      "end of tenancy clean is Saturday 20th at 9, four cleaners, £210 in total for the whole house",
      "can we all be out by then?",
    ],
    conflicts: [["£180", "£210"]],
    paraphrases: [
      ["Sat 20th", "Saturday 20th"],
      ["4 of them", "four cleaners"],
      ["9am", "at 9"],
    ],
    shapes: ["multi"],
  },
  // ----------------------------------------------------------- paraphrase (12)
  {
    name: "h51 gas safety date formats",
    branch: [
      "Dear tenants, the annual gas safety check for 22 Linden Road is booked for 07/10/2024. The engineer will need access to the boiler and hob. Regards, Marsh & Quill",
      "Thanks, someone will be home.",
    ],
    parent: ["agent says gas safety inspection is 7 October, who's in?", "me, I've got a day off"],
    conflicts: [],
    paraphrases: [["07/10/2024", "7 October"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h51 holding deposit in words",
    branch: [
      "Hi Sam, to take the flat off the market we require a holding deposit of £277, payable within 24 hours of this email. It will go towards your first month's rent.",
      "Great, I'll pay it now.",
    ],
    parent: [
      "The agent wants two hundred and seventy-seven pounds to hold the flat, and we've got a day to pay it.",
      "Fine, it comes off the first month's rent anyway.",
    ],
    conflicts: [],
    paraphrases: [
      ["£277", "two hundred and seventy-seven pounds"],
      ["24 hours", "a day"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h51 damp treatment quote",
    branch: [
      "Damp specialist came round. He's quoted £2.5k to inject the back wall and replaster.",
      "Ouch. Guarantee?",
      "20 years.",
    ],
    parent: [
      "What did the damp survey say?",
      "Rising damp on the rear wall, quote is £2,500 for treatment and replastering.",
    ],
    conflicts: [],
    paraphrases: [["£2.5k", "£2,500"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h51 residents parking permit",
    branch: [
      "parking permit for the new street is £95 a year, valid from 1 Sept",
      "only one per household?",
      "yep one",
    ],
    parent: ["got the residents permit sorted - ninety-five quid annually, starting September 1st"],
    conflicts: [],
    paraphrases: [
      ["£95", "ninety-five quid"],
      ["1 Sept", "September 1st"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h51 chimney sweep time",
    branch: [
      "The sweep is coming at quarter past two on Friday.",
      "Should I put dust sheets down?",
      "He brings his own.",
    ],
    parent: ["Chimney sweep Friday 2:15pm - can someone move the armchair away from the fireplace?"],
    conflicts: [],
    paraphrases: [["quarter past two", "2:15pm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h51 check-in inventory time",
    branch: [
      "Dear Mr Adeyemi, your check-in inventory appointment is confirmed for Monday at 11:00 at the property. The clerk will take meter readings and photographs. Regards, Brightwater Lets",
      "Thank you, I'll be there.",
    ],
    parent: ["Inventory clerk at 11am Monday, then we get the keys.", "I'll bring the van round after."],
    conflicts: [],
    paraphrases: [["11:00", "11am"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h51 boundary fence height",
    branch: [
      "Spoke to next door about the fence. We're going halves on new panels, 1.8 metres tall, same as the old ones.",
      "Who's doing the work?",
      "Their cousin.",
    ],
    parent: ["Fence update: neighbours agreed to split the cost, panels will be 180cm high."],
    conflicts: [],
    paraphrases: [["1.8 metres", "180cm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h51 stamp duty figure",
    branch: [
      "Dear Ms Reid, the Stamp Duty Land Tax payable on completion will be £7,500. We will collect this with the balance of the purchase money. Kind regards, Abbott Conveyancing",
    ],
    parent: [
      "Solicitor reckons the stamp duty is seven and a half thousand.",
      "That's less than the online calculator said.",
    ],
    conflicts: [],
    paraphrases: [["£7,500", "seven and a half thousand"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h51 lodger room advert",
    branch: ["Room's up on SpareRoom at £650 pcm including bills.", "Any messages yet?", "Three already."],
    parent: [
      "We listed the spare room for 650 pounds per calendar month, bills included.",
      "Hope someone tidy replies.",
    ],
    conflicts: [],
    paraphrases: [["£650 pcm", "650 pounds per calendar month"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h51 electrical report validity",
    branch: [
      "Dear tenants, the Electrical Installation Condition Report came back satisfactory. The next inspection is due in five years. Regards, Marsh & Quill",
    ],
    parent: ["electrics report passed btw, valid 5 yrs", "nice, no rewiring then"],
    conflicts: [],
    paraphrases: [["five years", "5 yrs"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h51 pest control visit",
    branch: [
      "pest control coming Wed 12 June, half eight in the morning, for the mice in the kitchen",
      "pls let it be quick",
    ],
    parent: ["Reminder: exterminator visit is Wednesday 12th June at 08:30 - clear out the cupboard under the sink"],
    conflicts: [],
    paraphrases: [
      ["Wed 12 June", "Wednesday 12th June"],
      ["half eight in the morning", "08:30"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h51 post redirection period",
    branch: ["Set up the Royal Mail redirection - runs for 12 months from 3rd May."],
    parent: ["Did anyone sort the post?", "Yes, redirect's in place for a year, starting May 3."],
    conflicts: [],
    paraphrases: [
      ["12 months", "a year"],
      ["3rd May", "May 3"],
    ],
    shapes: ["paraphrase"],
  },
  // --------------------------------------------------------- shared-words (6)
  {
    name: "h51 cleaning rota weeks",
    branch: ["rota reminder: kitchen is on Aisha this week (w/c 10 June)", "I know I know"],
    parent: ["rota reminder: kitchen is on Marco next week (w/c 17 June), bathroom on Aisha"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h51 service charge two years",
    branch: [
      "Dear leaseholder, the final service charge for the 2023 year was £1,840, and there is no balancing charge due. Regards, Kingsway Block Management",
    ],
    parent: [
      "The service charge for 2024 is £2,010 - they've put the buildings insurance up again.",
      "Standing order needs changing then.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h51 asking price vs offer",
    branch: ["The asking price on 9 Maple Close is £325,000 and it's been on the market six weeks."],
    parent: [
      "Our offer on 9 Maple Close is £310,000 - the agent's putting it to the vendor tonight.",
      "Fingers crossed.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h51 lease years remaining vs added",
    branch: [
      "Dear Mr Ford, the lease on Flat 3 currently has 78 years remaining. Please let us know whether you wish to proceed with the extension. Yours sincerely, Pennington Law",
    ],
    parent: [
      "So the statutory extension would add 90 years to whatever's left on the lease, and the ground rent drops to zero.",
      "Worth it before we sell.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h51 sofa and bed deliveries",
    branch: ["The sofa is arriving on Tuesday between 8 and 12.", "Need to measure the front door first."],
    parent: ["The bed frame is arriving on Thursday between 1 and 5.", "Good, no more airbed."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h51 decorator budget vs spend",
    branch: [
      "Our budget for the decorator was £3,000 for the hall, stairs and landing.",
      "Did that include paint?",
      "Labour only.",
    ],
    parent: ["We've paid the decorator £2,400 so far for the hall, stairs and landing - one more invoice to come."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
