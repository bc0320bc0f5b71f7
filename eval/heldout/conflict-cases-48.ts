import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 48 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all), all health and care admin:
 *   close: mobility scooter repair quote, blood donation session, hearing-aid fitting, care home
 *     visiting rule, insulin pump firmware, stairlift weight rating, first-aid course instructor,
 *     hospital transport destination;
 *   close with few shared words: stop-smoking clinic over summer (negation), opticians' order
 *     reference (identifier), meals-on-wheels delivery day, memory clinic visit length;
 *   correction: dental check-up time (branch), GP flu clinic date (branch), respite care stay
 *     (parent), cataract pre-op floor (parent);
 *   multi: child MMR vaccination catch-up, pharmacy repeat prescription, patient participation group
 *     meeting, phlebotomy blood test, podiatry appointment, MRI scan;
 *   paraphrase (no conflict): home carer's call times, Red Cross wheelchair loan, district nurse
 *     dressings, occupational therapy home visit, diabetic eye screening, CPAP mask supply, breast
 *     screening mobile unit, telecare pendant alarm, continence pad deliveries, antenatal classes,
 *     allergy skin-prick test, Blue Badge renewal;
 *   shared-words (no conflict): hospital parking, two parents' medication reviews, orthodontic
 *     retainer invoice, dermatology waiting time, hospice opening years, walk-in X-ray hours.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 2, negation 1, multi 6, correction 4, paraphrase 20, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_48: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close
  {
    name: "h48 scooter battery quote",
    branch: [
      "scooter man rang, battery's knackered not the motor",
      "new battery pack £170 fitted, he can come thurs if we say yes today",
      "ok tell him yes, mum needs it for the shops",
    ],
    parent: [
      "Dear Mrs Okafor, thank you for bringing your mobility scooter to our workshop.",
      "Our engineer has inspected it: the motor is sound, but the battery set needs replacing. The total cost, including fitting, will be £85. Please reply to confirm and we will arrange a visit.",
    ],
    conflicts: [["£170 fitted", "will be £85"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h48 blood donation session day",
    branch: [
      "Are you still up for giving blood with me?",
      "I've booked us both into the session at St Aidan's church hall on Tuesday 14 May — they only had two slots left around lunchtime",
      "Great, I'll eat a proper breakfast this time",
    ],
    parent: [
      "Thank you for booking to donate. Your appointment at St Aidan's Church Hall is confirmed for Wednesday 15 May.",
      "Please drink plenty of water before you come, and cancel through the app if you can no longer attend.",
    ],
    conflicts: [["Tuesday 14 May", "Wednesday 15 May"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h48 hearing aid fitting time",
    branch: ["dads hearing aids r in", "fitting is 9.15am weds, need to take his old ones + the case"],
    parent: [
      "Audiology Department, Northgate Hospital",
      "Dear Mr Hargreaves, your new devices have arrived. Please attend at 3:15pm on Wednesday so that a member of the team can set them up and adjust them to your latest test results. Please allow 45 minutes.",
    ],
    conflicts: [["9.15am", "3:15pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h48 care home visitors per resident",
    branch: [
      "Maple Court have changed the visiting rules again",
      "it's three visitors per resident at a time now, and they still want everyone signed on the rota at reception",
      "I'll put you and Sam down for Sunday afternoon then",
    ],
    parent: [
      "Maple Court Care Home — notice to families and friends",
      "With immediate effect, up to four people may sit with a resident at once. Please continue to sign the visiting rota at reception on arrival.",
      "Thank you all for your patience over the winter.",
    ],
    conflicts: [["three visitors", "four people"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h48 insulin pump firmware",
    branch: [
      "pump nurse wants me on the new software before training day",
      "update the handset to v3.2.4 she said, older builds have the bolus bug",
      "ugh another update, fine",
    ],
    parent: [
      "Hi Jo, a quick follow-up from the diabetes technology clinic.",
      "Ahead of your training session, please make sure your handset is running firmware 3.2.1, as that is the release we currently support. Let us know if anything goes wrong during the update.",
    ],
    conflicts: [["v3.2.4", "firmware 3.2.1"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h48 stairlift weight rating",
    branch: [
      "Stairlift surveyor came round this morning, nice bloke",
      "He reckons the one they're fitting takes a max user weight of 120 kg so Grandad's well within it",
      "Fitting's pencilled in for early next month",
    ],
    parent: [
      "Dear Mr Patel, thank you for choosing the Glide 300 straight stairlift.",
      "For your records, the seat is rated for passengers of up to 160 kg. Our scheduling team will be in touch to confirm an installation date.",
    ],
    conflicts: [["120 kg", "160 kg"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h48 first aid course trainer",
    branch: [
      "first aid course for the office is confirmed",
      "trainer's called Gemma Hollis, ex-paramedic apparently",
      "can u book the big meeting room for it",
    ],
    parent: [
      "Good afternoon, I am writing to confirm your Emergency First Aid at Work course for twelve delegates.",
      "The course will be delivered by our instructor Martin Ellery, and certificates will be issued at the end of the day.",
    ],
    conflicts: [["Gemma Hollis", "Martin Ellery"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h48 patient transport destination",
    branch: [
      "Did the patient transport booking go through for Mum?",
      "Yes — they're picking her up at 8 on Monday and taking her to the fracture clinic at Broomfield Hospital.",
      "Brilliant, saves me a day off work",
    ],
    parent: [
      "Non-Emergency Patient Transport Service: booking reference NEPTS-20417",
      "Your journey on Monday is confirmed. Pick-up from your home address from 08:00; destination: Fracture Clinic, St Peter's Hospital. Please have your appointment letter ready for the driver.",
    ],
    conflicts: [["Broomfield Hospital", "St Peter's Hospital"]],
    paraphrases: [["at 8 on Monday", "from 08:00"]],
    shapes: ["close", "paraphrase"],
  },

  // ------------------------------------------------- close, few shared words
  {
    name: "h48 stop smoking clinic summer",
    branch: [
      "stop smoking drop-in at the surgery carries on all through the summer hols",
      "so i can keep going tuesdays, nurse says im doing well",
    ],
    parent: [
      "Dear Mr Lowe, thank you for attending our quit support service.",
      "Please be aware that sessions will not run in July or August; we will contact you in September to rebook. In the meantime you can continue your patches as prescribed.",
    ],
    conflicts: [["carries on all through the summer", "will not run in July or August"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h48 glasses order reference",
    branch: [
      "glasses are ready apparently",
      "when u collect quote order ref OPT-55817, they couldnt find it by name last time",
    ],
    parent: [
      "Dear Ms Ahmed, we are pleased to let you know that your new spectacles have arrived at our Market Street branch.",
      "When you come in, please give job number OPT-55871 at the counter. Collection is available Monday to Saturday, 9am to 5.30pm.",
    ],
    conflicts: [["OPT-55817", "OPT-55871"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h48 meals on wheels day",
    branch: ["meals van is coming weds from now on", "so dont get nan anything in for that lunchtime"],
    parent: [
      "Community Meals Service — change to your delivery",
      "From next week, your hot lunch will be dropped off every Thursday between 11.30 and 1. Please call us if you will be out.",
    ],
    conflicts: [["coming weds", "every Thursday"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h48 memory clinic visit length",
    branch: [
      "How long is Dad's memory assessment going to take?",
      "The nurse on the phone said about an hour, so I'll just wait in the café",
    ],
    parent: [
      "Dear Mr Fenwick, you have been referred to the Memory Assessment Service.",
      "Please allow two and a half hours for your visit, as it includes a nurse interview, some cognitive tests and a meeting with the consultant. You are welcome to bring a relative or friend.",
    ],
    conflicts: [["about an hour", "two and a half hours"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------- correction
  {
    name: "h48 dentist time misread",
    branch: [
      "dentist is 9.30 on the 9th, can u do school run",
      "sorry misread the card, it's 5.30 not 9.30. so no school run needed, just tea",
    ],
    parent: [
      "Reminder from Greenway Dental Practice: your check-up with Dr Singh is on 9 October at 9:30am. Reply C to confirm or call 01632 960441 to rearrange.",
      "ok replied C",
    ],
    conflicts: [["it's 5.30", "9:30am"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h48 flu clinic moved",
    branch: [
      "flu jab clinic is sat 12 oct at the surgery, walk in",
      "update: surgery texted, moved to sat 16 nov cos the vaccine delivery is late",
      "ffs. ok",
    ],
    parent: [
      "Dear Patient, our annual flu vaccination clinic will be held at Riverside Surgery on Saturday 12 October, 9am to 1pm. No appointment is needed.",
      "Patients aged 65 and over, and those in an eligible group, are encouraged to attend.",
    ],
    conflicts: [["sat 16 nov", "Saturday 12 October"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h48 respite nights cut",
    branch: [
      "We've asked Larchwood for five nights respite for Grandpa starting 3 March",
      "Good, you two really need the break",
    ],
    parent: [
      "Larchwood House: respite stay confirmed for five nights from 3 March.",
      "Sorry — correction from the manager: because of a room shortage they can only take him for three nights, arriving 3 March as planned.",
      "Bit annoying but we'll take it",
    ],
    conflicts: [["five nights", "three nights"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h48 cataract pre-op floor",
    branch: [
      "Mum's pre-op for the cataract is in the Eye Unit on Level 2, 10am Friday",
      "I'll drop her at the main entrance and then go and park",
    ],
    parent: [
      "Dear Mrs Greene, your pre-operative assessment is booked for Friday at 10:00 in the Eye Unit, Level 2.",
      "Apologies, our previous letter gave the wrong floor: the Eye Unit has moved and is now on Level 4. All other details are unchanged.",
    ],
    conflicts: [["Level 2", "now on Level 4"]],
    paraphrases: [["10am Friday", "Friday at 10:00"]],
    shapes: ["correction", "paraphrase"],
  },

  // --------------------------------------------------------------- multi
  {
    name: "h48 mmr catch-up booking",
    branch: [
      "Nurse rang about the kids' jabs",
      "She can see Leo and Maya together on Thursday 6 June at 4.10pm for the MMR catch-up — two doses each, the second one four weeks after the first — so I'll pick them up early from school.",
    ],
    parent: [
      "Dear Ms Kowalski, we have booked Leo and Maya in with our practice nurse for their MMR catch-up on Thursday 6th June at 16:40; each child needs 2 doses, with the second due 4 weeks after the first.",
      "Please bring their red books if you still have them.",
    ],
    conflicts: [["4.10pm", "16:40"]],
    paraphrases: [
      ["Thursday 6 June", "Thursday 6th June"],
      ["two doses each", "2 doses"],
      ["four weeks after", "4 weeks after"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h48 repeat prescription charge",
    branch: [
      "chemist text: dad's repeat is in",
      "56 tablets, ready fri after 2pm, £9.90 cos he's not exempt yet (turns 60 in june)",
    ],
    parent: [
      "High Street Pharmacy: your repeat prescription for amlodipine 5mg (56 tablets) will be ready to collect from 14:00 on Friday, and as you are not currently exempt the charge will be £19.80.",
      "Prepayment certificates can save you money if you need several items a year.",
    ],
    conflicts: [["£9.90", "£19.80"]],
    paraphrases: [["after 2pm", "from 14:00"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h48 ppg meeting date",
    branch: [
      "PPG meeting is Wed 20 Nov at 6.30pm in the upstairs meeting room at the surgery, and we've got 12 members signed up so far — can you do the minutes?",
      "yes if someone else does the tea",
    ],
    parent: [
      "Dear members, the next Patient Participation Group meeting will take place on Wednesday 27 November at 18:30 in the upstairs meeting room at the surgery; twelve members have confirmed so far.",
      "Agenda items to the secretary, please, by the Friday before.",
    ],
    conflicts: [["Wed 20 Nov", "Wednesday 27 November"]],
    paraphrases: [
      ["6.30pm", "18:30"],
      ["12 members", "twelve members"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h48 fasting blood test",
    branch: [
      "blood test booked: mon 3 feb 8.20am at the health centre, fasting from 10pm the night before, water ok",
      "need a lift?",
      "nah i'll walk",
    ],
    parent: [
      "Your phlebotomy appointment is confirmed for Monday 3 March at 08:20 at Eastfield Health Centre; please do not eat after 22:00 the evening before, although you may drink water.",
      "Bring the blood form your GP gave you.",
    ],
    conflicts: [["mon 3 feb", "Monday 3 March"]],
    paraphrases: [
      ["8.20am", "08:20"],
      ["10pm", "22:00"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h48 podiatry visit length",
    branch: [
      "Nan's chiropody is Thursday at 11 at the Mill Street clinic — £38 for a routine visit, and it's only 30 mins, so I can take her and still make my shift.",
    ],
    parent: [
      "Dear Mrs Byrne, this is to confirm your routine podiatry appointment at our Mill Street clinic on Thursday at 11:00; it lasts forty-five minutes and the fee is £38, payable by card or cash on the day.",
      "Thank you, see you then.",
    ],
    conflicts: [["30 mins", "forty-five minutes"]],
    paraphrases: [["Thursday at 11", "Thursday at 11:00"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h48 mri scan duration",
    branch: [
      "MRI letter came",
      "28th at 7.45pm (they do evening slots now), need to be there 15 mins early, and it's about 40 mins in the scanner. no metal obvs",
    ],
    parent: [
      "Radiology Department: your MRI scan is booked for 28 August at 19:45; please arrive 15 minutes before your appointment time to complete a safety questionnaire, and allow around 20 minutes for the scan itself.",
      "Remove all jewellery and metal items before entering the scanner room.",
    ],
    conflicts: [["40 mins", "20 minutes"]],
    paraphrases: [
      ["7.45pm", "19:45"],
      ["15 mins early", "15 minutes before"],
    ],
    shapes: ["multi", "paraphrase"],
  },

  // ------------------------------------------------ paraphrase, no conflict
  {
    name: "h48 home carer call times",
    branch: ["carer rota for mum from mon: 7.30am get up + meds, 9pm bedtime call", "weekends same times"],
    parent: [
      "Dear Mr Doyle, please find below Mrs Doyle's new care schedule, starting Monday.",
      "Morning call at 07:30 (personal care and medication); evening call at 21:00 (help to bed). Visits are seven days a week. Please contact the office if these times do not suit.",
      "Thanks, I'll let the family know.",
    ],
    conflicts: [],
    paraphrases: [
      ["7.30am", "07:30"],
      ["9pm", "21:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h48 red cross wheelchair loan",
    branch: [
      "Red Cross can lend Grandma a wheelchair while her hip heals",
      "It's a £20 deposit, which you get back, and the loan is for six weeks to start with",
      "Can you pick it up Saturday? I'm working",
    ],
    parent: [
      "hi re wheelchair loan - twenty pound refundable deposit, 6 wk loan, can extend if needed. collect from the depot sat 10-12",
      "ok see u sat",
    ],
    conflicts: [],
    paraphrases: [
      ["£20 deposit", "twenty pound refundable deposit"],
      ["six weeks", "6 wk"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h48 district nurse dressings",
    branch: [
      "How often is the nurse coming to do Dad's leg dressing?",
      "Twice a week, Mondays and Thursdays, in the mornings. She said they'll look at how it's healing after about a month.",
    ],
    parent: ["district nurse rang: leg dressing 2x/wk, mon & thu mornings", "ok good"],
    conflicts: [],
    paraphrases: [
      ["Twice a week", "2x/wk"],
      ["Mondays and Thursdays", "mon & thu"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h48 occupational therapy visit",
    branch: [
      "OT home visit letter says 01/04/2025 at 2pm",
      "they'll look at the bathroom and the back step, and might order a couple of grab rails",
    ],
    parent: [
      "Dear Ms Rahman, an occupational therapist will visit your home on 1st April 2025 at 2pm to assess your bathroom and rear step.",
      "Following the assessment we may arrange for equipment such as grab rails to be fitted free of charge.",
    ],
    conflicts: [],
    paraphrases: [["01/04/2025", "1st April 2025"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h48 diabetic eye screening drops",
    branch: [
      "eye screening thing for my diabetes is next tues",
      "they put drops in, blurry for up to six hours so no driving - can u take me",
    ],
    parent: [
      "Diabetic Eye Screening Programme: your appointment is on Tuesday 11 March at 10.20am.",
      "Eye drops will be used which may blur your vision for up to 6 hours. Please do not drive to or from your appointment.",
    ],
    conflicts: [],
    paraphrases: [["up to six hours", "up to 6 hours"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h48 cpap mask supply",
    branch: [
      "Sleep clinic said they post a new CPAP mask every three months and new filters monthly",
      "All free on the NHS, which is a relief",
    ],
    parent: [
      "Dear Mr Ellis, as part of your CPAP therapy you will receive a replacement mask every 3 months and replacement filters once a month, at no cost to you.",
      "If your machine shows an error code, please call the sleep service on the number below.",
    ],
    conflicts: [],
    paraphrases: [
      ["every three months", "every 3 months"],
      ["monthly", "once a month"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h48 breast screening van",
    branch: [
      "the breast screening van is in the Tesco car park from 2 to 27 September",
      "did you get your letter yet?",
    ],
    parent: [
      "Breast Screening Service: our mobile unit will be at the Tesco Extra car park, Ferry Road, from 2nd–27th September. Your invitation letter gives your individual appointment time.",
      "Got mine this morning",
    ],
    conflicts: [],
    paraphrases: [["2 to 27 September", "2nd–27th September"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h48 pendant alarm range",
    branch: [
      "The telecare man fitted Aunt Rose's pendant alarm today",
      "It works up to 50 metres from the base unit, so the garden's covered, and it's £4.75 a week",
    ],
    parent: [
      "careline confirm: pendant alarm installed, range 50m from base, charge £4.75/wk billed quarterly",
      "ok great",
    ],
    conflicts: [],
    paraphrases: [
      ["50 metres", "50m"],
      ["£4.75 a week", "£4.75/wk"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h48 continence pad deliveries",
    branch: [
      "Continence service email: Mum's pads will now be delivered every twelve weeks, 360 at a time, straight to the house",
      "Good, fewer trips to the chemist",
    ],
    parent: [
      "Dear Mrs Tan, following your review, your continence products will be delivered to your home address every 12 weeks. Each delivery will contain three hundred and sixty pads.",
    ],
    conflicts: [],
    paraphrases: [
      ["every twelve weeks", "every 12 weeks"],
      ["360 at a time", "three hundred and sixty pads"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h48 antenatal class times",
    branch: ["antenatal classes start thurs, 7pm, 2 hrs each, 6 weeks", "shall i come?"],
    parent: [
      "Dear Ms Novak, welcome to our antenatal course. Sessions begin this Thursday at 19:00 and run for two hours each week for six weeks, in the Maternity Education Room. Birth partners are very welcome.",
      "Yes please come with me",
    ],
    conflicts: [],
    paraphrases: [
      ["7pm", "19:00"],
      ["2 hrs", "two hours"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h48 skin prick test prep",
    branch: [
      "Allergy clinic want Ben off his antihistamines for five days before the skin prick test",
      "I'll put a note on the fridge",
    ],
    parent: [
      "Paediatric Allergy Clinic: please stop all antihistamine medicines 5 days prior to your child's skin prick test. Other medicines, including inhalers, can be taken as normal.",
      "noted",
    ],
    conflicts: [],
    paraphrases: [["five days before", "5 days prior"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h48 blue badge renewal",
    branch: ["blue badge renewal for dad - £10, lasts 3 yrs, apply online", "need a recent photo of him"],
    parent: [
      "Dear Mr Clarke, your Blue Badge expires soon. The renewal fee is ten pounds and a new badge is valid for three years.",
      "You can apply online; please have a recent passport-style photograph ready.",
    ],
    conflicts: [],
    paraphrases: [
      ["£10", "ten pounds"],
      ["3 yrs", "three years"],
    ],
    shapes: ["paraphrase"],
  },

  // ---------------------------------------------- shared words, no conflict
  {
    name: "h48 hospital parking two car parks",
    branch: [
      "Parking at the General: blue badge holders get free parking for up to 4 hours in the front car park",
      "Dad's badge is in the glovebox",
    ],
    parent: ["hosp parking: visitors in the multi-storey car park pay £2.50 for up to 2 hours", "ok ta"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h48 two parents statin doses",
    branch: [
      "GP did Mum's medication review: she's staying on 10mg of atorvastatin once a day",
      "and her blood pressure's fine",
    ],
    parent: [
      "Dad's medication review was this morning — the GP has put him up to 20mg of atorvastatin once a day",
      "Funny that they're both on it now",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h48 retainer per item vs total",
    branch: ["orthodontist says a replacement retainer is £95 each if Ellie loses another one"],
    parent: [
      "Dear Mr Wood, please find attached the invoice for Ellie's new upper and lower retainers: total £190. Payment is due within 30 days.",
      "she lost both, of course",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h48 dermatology target vs wait",
    branch: [
      "the dermatology referral target is 18 weeks from GP referral to first appointment, according to the NHS website",
    ],
    parent: [
      "Dear Mr Hussain, we have received your referral to Dermatology. The current wait for a first appointment at this clinic is approximately 26 weeks. We will write again with a date.",
      "so well over the target then",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h48 hospice opening years",
    branch: [
      "St Clare's hospice opened its day centre in 2009, the volunteer told me when I took Uncle Pete in",
      "he loved the art session",
    ],
    parent: [
      "St Clare's Hospice: our inpatient unit opened in 1994 and now has 16 beds. Day services run Tuesday to Thursday.",
      "he goes thursdays now",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h48 walk-in x-ray two sites",
    branch: ["gp wants an x-ray of my wrist, walk-in x-ray at the General closes at 5pm", "no appointment needed"],
    parent: [
      "Walk-in X-ray at the Community Hospital closes at 7pm on weekdays, so you could go after work",
      "bring the request form",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
