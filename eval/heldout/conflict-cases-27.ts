import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 27 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: dental hygienist fee, GP flu clinic date, Sunday pharmacy opening, care home visitor
 *     limit, running tracker app build, dietitian protein target, running club interval coach,
 *     children's swimming lesson venue;
 *   close, few shared words: blood donor session (negation), yoga studio booking code
 *     (identifier), optician glasses cost, audiology follow-up day;
 *   multi: antenatal course, charity cycling sportive, pilates retreat, travel vaccination clinic,
 *     gym off-peak membership, nutritionist package;
 *   correction: parkrun volunteer rota, peer support group room (both in the branch), repeat
 *     prescription collection, climbing wall induction (both in the parent);
 *   paraphrase: marathon long run, orthodontic brace quote, hospital discharge date, sleep study
 *     check-in, allergy skin-prick panel, slimming group goal, hydrotherapy pool temperature,
 *     chiropody appointment length, silent meditation retreat, tennis club subscription, insulin
 *     pump training, canal health walk;
 *   shared-words: care home room rates, office step challenge, health centre branch hours,
 *     cholesterol readings by year, vitamin D tubs, boxercise class places.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_27: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close
  {
    name: "h27 dental hygienist fee",
    branch: [
      "Did you manage to ring the dental practice about Nadia's scale and polish?",
      "Yes - the hygienist visit is £65 for a 30-minute slot, payable on the day.",
      "Great, I'll put it in the household budget.",
    ],
    parent: [
      "Reminder for the family spreadsheet: Nadia's cleaning with the hygienist comes to £58, card only at reception.",
      "Noted, thanks. Is she still due a check-up with Dr Rahman as well?",
      "Not until spring.",
    ],
    conflicts: [["is £65", "comes to £58"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h27 gp flu clinic date",
    branch: [
      "The surgery texted: flu jabs for the over-65s are on Saturday 12 October, walk-in via the car park entrance.",
      "Can Dad go on his own?",
      "He should be fine, it only takes five minutes.",
    ],
    parent: [
      "Mum asked when Dad's flu vaccination is. The practice letter says 19 October, no appointment needed.",
      "I'll drive him over, I'm free that morning.",
    ],
    conflicts: [["Saturday 12 October", "19 October"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h27 sunday chemist opening",
    branch: [
      "Hollis Chemist unlocks its doors at 8:30 on Sundays now.",
      "Handy - I can grab Gran's inhaler before church.",
    ],
    parent: [
      "Where are we getting Gran's inhaler from this weekend, Hollis?",
      "Yes. Sunday trading there begins at 10:00, per the sign in the window.",
      "ok cool",
    ],
    conflicts: [["at 8:30", "at 10:00"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h27 care home visitor limit",
    branch: [
      "Just spoke to the manager at Elmfield House - each resident can now receive three visitors at a time in the lounge.",
      "Lovely, so we can all go together on Sunday?",
      "Yes, me, you and Auntie Pam.",
    ],
    parent: [
      "Elmfield's latest newsletter says guests are capped at two per resident in the communal areas.",
      "We'll have to take turns then. Shall I bring the photo album?",
    ],
    conflicts: [["three visitors", "two per resident"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h27 running tracker app build",
    branch: ["FYI the heart-rate zone bug is fixed in PaceLog 4.2.1 - update before Saturday's session.", "Will do."],
    parent: [
      "Which build of the running tracker has the fix?",
      "Release notes list 4.2.3 as the one that sorts out zone readings.",
      "Thanks, updating tonight.",
    ],
    conflicts: [["PaceLog 4.2.1", "4.2.3"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h27 dietitian protein target",
    branch: [
      "The dietitian set my protein target at 120 g a day while I'm cutting.",
      "That's a lot of chicken.",
      "Ha, and eggs. And Greek yoghurt.",
    ],
    parent: [
      "From Thursday's consult notes: daily protein goal of 140 g during the fat-loss phase; cap added sugar where possible.",
      "How did the food diary go?",
      "Badly, I forgot it on the weekend.",
    ],
    conflicts: [["120 g a day", "140 g"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h27 running club interval coach",
    branch: [
      "Who's leading the Tuesday interval session at Riverside Harriers this term?",
      "Coach Danielle Okafor is taking it.",
      "Nice, she's brutal but fair.",
    ],
    parent: [
      "Riverside Harriers update: Tuesday intervals this term will be run by Marcus Fell.",
      "Meet at the track gate, 6:45pm, bring a head torch.",
    ],
    conflicts: [["Danielle Okafor", "Marcus Fell"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h27 swimming lesson venue",
    branch: [
      "Maya's beginner swimming lessons start next week at Westgate Leisure Centre.",
      "Do we need to bring floats?",
      "No, they provide them.",
    ],
    parent: [
      "Booked Maya onto Stage 1 lessons - the venue is Harton Lido (the indoor pool side, not the outdoor one).",
      "Remember goggles and a swim hat.",
    ],
    conflicts: [["Westgate Leisure Centre", "Harton Lido"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ------------------------------------------------- close, few shared words
  {
    name: "h27 blood donor session cancelled",
    branch: [
      "Is the blood donor session still happening at the church hall?",
      "Yes, it's going ahead on Thursday as planned.",
    ],
    parent: [
      "Got an email from NHSBT: the donation clinic at St Mark's has been cancelled due to staffing.",
      "Shame, I was finally going to give.",
      "They said to rebook online.",
    ],
    conflicts: [["going ahead on Thursday", "has been cancelled"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h27 yoga studio booking code",
    branch: [
      "My booking code for Sunday's yin class at Lotus Room is LR-48217.",
      "Just show it at the desk when you arrive.",
    ],
    parent: [
      "Confirmation from the studio came through: reference LR-48271.",
      "Bring your own mat?",
      "They have spares, but mine's comfier.",
    ],
    conflicts: [["LR-48217", "LR-48271"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h27 optician glasses cost",
    branch: ["Specs from Clearview came to £189 with the anti-glare coating.", "Pick-up is next Tuesday."],
    parent: ["What did your new glasses cost in the end?", "£214 all in, lenses and frames.", "Not cheap!"],
    conflicts: [["£189", "£214 all in"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h27 audiology follow-up day",
    branch: ["Grandad's audiology follow-up is on Wednesday afternoon, 2:15.", "I'll take him."],
    parent: [
      "When do they retune his hearing aids?",
      "On Friday, down at hospital outpatients.",
      "Should I remind him the night before?",
    ],
    conflicts: [["on Wednesday afternoon", "On Friday"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi
  {
    name: "h27 antenatal course",
    branch: [
      "Signed us up for the antenatal course at the birth centre: six sessions, starting Tuesday 4 March, 7pm each week, £120 for the pair of us.",
      "Do partners need to attend every one?",
      "Ideally, yes - the breathing one especially.",
    ],
    parent: [
      "Midwife confirmed the antenatal classes - 6 sessions from Tuesday 4 March at 19:00, costing £150 per couple.",
      "Great, I'll tell my manager I need to leave early on Tuesdays.",
    ],
    conflicts: [["£120 for the pair of us", "£150 per couple"]],
    paraphrases: [
      ["six sessions", "6 sessions"],
      ["7pm", "19:00"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h27 charity cycling sportive",
    branch: [
      "Right, the Dales charity sportive is on Sunday 8 June - we're doing the 100 km route, entry was £35 each, and the start pens open at 7:00 so we'll need to leave the B&B early.",
      "Who's bringing the track pump?",
      "Me.",
    ],
    parent: [
      "Entries confirmed for the Dales sportive (8 June): 100-kilometre loop, £35 per rider, start pens open from 7:45.",
      "I'll book the B&B for the Saturday night.",
      "Bring spare tubes this time!",
    ],
    conflicts: [["open at 7:00", "open from 7:45"]],
    paraphrases: [
      ["100 km route", "100-kilometre loop"],
      ["£35 each", "£35 per rider"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h27 pilates retreat weekend",
    branch: [
      "The pilates retreat in the Cotswolds runs Friday 14 to Sunday 16 November, twelve places in total, and the deposit is £90 (non-refundable).",
      "Sounds dreamy. Count me in.",
    ],
    parent: [
      "Pilates weekend details from Jo: 14–16 Nov, 12 spots, deposit of £75 due by the end of the month.",
      "Is food included?",
      "Breakfast and dinner, yes; lunch is on us.",
    ],
    conflicts: [["deposit is £90", "deposit of £75"]],
    paraphrases: [
      ["Friday 14 to Sunday 16 November", "14–16 Nov"],
      ["twelve places", "12 spots"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h27 travel vaccination clinic",
    branch: [
      "Travel clinic booked for the Kenya trip: Monday 3 February at 9:40am, yellow fever plus typhoid, £96 total - and bring your passport.",
      "Do we need to fast?",
      "No, nothing like that.",
    ],
    parent: [
      "Our travel jabs appointment is on 3 Feb, 09:40, for yellow fever and hepatitis A; £96 altogether, passport required.",
      "Do they prescribe the malaria tablets there too?",
    ],
    conflicts: [["plus typhoid", "and hepatitis A"]],
    paraphrases: [
      ["Monday 3 February", "3 Feb"],
      ["9:40am", "09:40"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h27 gym off-peak membership",
    branch: [
      "I've joined Forge Fitness - the off-peak membership is £24.99 a month, twelve-month contract, and it covers the pool plus three classes a week.",
      "Off-peak meaning before 4pm?",
      "Yep, weekdays only.",
    ],
    parent: [
      "Forge Fitness off-peak plan: £24.99 per month on a 12-month minimum term, including the pool and 2 classes per week.",
      "Not bad for round here.",
    ],
    conflicts: [["three classes a week", "2 classes per week"]],
    paraphrases: [["twelve-month contract", "12-month minimum term"]],
    shapes: ["multi"],
  },
  {
    name: "h27 nutritionist package",
    branch: [
      "Package from the nutritionist: an initial 90-minute consultation on 21 May, then four fortnightly check-ins, £310 all told.",
      "Does that include the meal plans?",
      "Yes, emailed after each session.",
    ],
    parent: [
      "Nutrition package confirmed - first consult (an hour and a half) on 21 May, followed by 4 check-ins every two weeks, total £260.",
      "Worth it if it sorts your energy dips out.",
    ],
    conflicts: [["£310 all told", "total £260"]],
    paraphrases: [
      ["90-minute", "an hour and a half"],
      ["four fortnightly check-ins", "4 check-ins every two weeks"],
    ],
    shapes: ["multi"],
  },

  // ----------------------------------------------------------- correction
  {
    name: "h27 parkrun volunteer role",
    branch: [
      "I'm on the parkrun volunteer rota as timekeeper on the 15th.",
      "Sorry, I misread the sheet - I'm actually down as tail walker on the 15th.",
      "Still need a lift though!",
    ],
    parent: ["Checked the parkrun roster for you: you're timekeeper on the 15th.", "I can drive us, 8:15 pick-up."],
    conflicts: [["down as tail walker", "you're timekeeper"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h27 peer support group room",
    branch: [
      "The Wednesday peer support group meets in Room 4 at the community hub.",
      "Update: the hub moved us to the Garden Room from this week because of the lift repairs.",
      "Thanks for letting me know.",
    ],
    parent: [
      "Reminder for newcomers - Wednesday's support group is in Room 4 of the community hub, tea from 6.",
      "Thanks for posting this, I was nervous about finding it.",
    ],
    conflicts: [["the Garden Room", "in Room 4 of the community hub"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h27 repeat prescription ready day",
    branch: [
      "Dad's repeat prescription will be ready to collect on Friday from the Boots on the high street.",
      "OK, I'll swing by after work.",
    ],
    parent: [
      "The surgery said Dad's repeat should be ready Friday.",
      "Actually they've just phoned - it won't be ready until Monday because the metformin is out of stock.",
      "Annoying. Has he got enough to last?",
    ],
    conflicts: [["on Friday", "until Monday"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h27 climbing wall induction time",
    branch: [
      "The climbing wall induction for the kids is Saturday at 10, £12 each.",
      "They'll need trainers, no boots required.",
    ],
    parent: [
      "Climbing induction is £12 per child, Saturday 10am.",
      "Correction: the centre moved it to 11:30 because of a school party booking.",
      "Still fine for us.",
    ],
    conflicts: [["Saturday at 10", "moved it to 11:30"]],
    paraphrases: [["£12 each", "£12 per child"]],
    shapes: ["correction"],
  },

  // ------------------------------------------------------ paraphrase only
  {
    name: "h27 marathon long run",
    branch: ["What's on the plan this weekend?", "Long run of 32 km at easy pace, then a rest day Monday."],
    parent: [
      "Coach's week 14 schedule: Sunday long run 32 kilometres, conversational effort.",
      "Monday is full rest, Tuesday strides.",
    ],
    conflicts: [],
    paraphrases: [["32 km", "32 kilometres"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h27 orthodontic brace quote",
    branch: [
      "The orthodontist quoted £2,400 for Leo's fixed brace, spread over 18 months.",
      "Does the NHS not cover it?",
      "Not at his score, apparently.",
    ],
    parent: [
      "Leo's braces: 2.4k in total, and we can pay monthly over a year and a half.",
      "Could use the savings account.",
    ],
    conflicts: [],
    paraphrases: [
      ["£2,400", "2.4k"],
      ["18 months", "a year and a half"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h27 hospital discharge date",
    branch: [
      "Ward 7 said Gran should be discharged on 09/04/2025 if her bloods are OK.",
      "Will she need a care package?",
      "Two visits a day for the first fortnight.",
    ],
    parent: [
      "Gran's discharge is pencilled in for 9 April 2025.",
      "I'll tidy the front room so she can sleep downstairs.",
    ],
    conflicts: [],
    paraphrases: [["09/04/2025", "9 April 2025"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h27 sleep study check-in",
    branch: [
      "Sleep study check-in is 20:30 on the night; they wire you up and you stay till morning.",
      "Sounds weird but fine.",
    ],
    parent: [
      "For the overnight sleep study, arrive at 8:30pm with pyjamas and any regular meds.",
      "Can I bring my own pillow?",
      "Yes.",
    ],
    conflicts: [],
    paraphrases: [["20:30", "8:30pm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h27 allergy skin-prick panel",
    branch: [
      "The allergy clinic will do a skin-prick panel of fourteen allergens, including tree nuts and grass pollen.",
    ],
    parent: [
      "Skin prick testing covers 14 allergens - stop antihistamines five days before.",
      "Got it, I'll put a note on the fridge.",
    ],
    conflicts: [],
    paraphrases: [["fourteen allergens", "14 allergens"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h27 slimming group goal",
    branch: ["My goal with the slimming group is to lose 8 kg by the summer.", "You've got this."],
    parent: [
      "Weekly weigh-in notes: target is eight kilograms down by summer.",
      "Down 1.5 this week!",
      "Brilliant, keep going.",
    ],
    conflicts: [],
    paraphrases: [["8 kg", "eight kilograms"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h27 hydrotherapy pool temperature",
    branch: [
      "The hydrotherapy pool at the rehab unit is kept at 34°C, so it's like a warm bath.",
      "Perfect for your knees.",
    ],
    parent: [
      "Hydro sessions: water at 34 degrees Celsius, each session lasts 30 mins.",
      "Towels provided?",
      "Bring your own.",
    ],
    conflicts: [],
    paraphrases: [["34°C", "34 degrees Celsius"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h27 chiropody appointment length",
    branch: ["Mum's chiropody appointment lasts 45 minutes - nails and hard skin.", "Should I wait in the car?"],
    parent: [
      "Podiatry for Mum takes three-quarters of an hour; they'll also check her circulation.",
      "Bring her slippers for afterwards.",
    ],
    conflicts: [],
    paraphrases: [["45 minutes", "three-quarters of an hour"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h27 silent meditation retreat",
    branch: ["The silent meditation retreat runs 2–5 October at the abbey guest house.", "Are you nervous?", "A bit!"],
    parent: [
      "Booked: silent retreat, 2nd to 5th Oct, abbey guest house, phones handed in on arrival.",
      "Four days without my phone, help.",
    ],
    conflicts: [],
    paraphrases: [["2–5 October", "2nd to 5th Oct"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h27 tennis club subscription",
    branch: ["Adult membership at Oakhill Tennis Club is £180 a year, and courts are bookable a week ahead."],
    parent: [
      "Oakhill tennis sub: one hundred and eighty pounds annually.",
      "Floodlights extra?",
      "£4 an hour, coin meter by the gate.",
    ],
    conflicts: [],
    paraphrases: [["£180 a year", "one hundred and eighty pounds annually"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h27 insulin pump training",
    branch: [
      "Insulin pump training with the diabetes nurse is at quarter past two on Thursday.",
      "Want me to come?",
      "Yes please, two sets of ears.",
    ],
    parent: [
      "Pump start session: Thursday, 2:15pm, diabetes centre - bring your meter and a snack.",
      "Will it take long?",
      "About two hours.",
    ],
    conflicts: [],
    paraphrases: [["quarter past two", "2:15pm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h27 canal health walk",
    branch: [
      "Saturday's health walk is five miles along the canal, flat the whole way.",
      "Good, my hip can't do hills yet.",
    ],
    parent: ["Health walk this weekend: 5 mi canal towpath, meet at the lock at 10.", "Dogs welcome on leads."],
    conflicts: [],
    paraphrases: [["five miles", "5 mi"]],
    shapes: ["paraphrase"],
  },

  // --------------------------------------------------------- shared words
  {
    name: "h27 care home room rates",
    branch: [
      "At Willow Court the single room on the ground floor is £1,150 a week.",
      "That's the one with the garden view.",
    ],
    parent: [
      "Willow Court's single room on the first floor is £1,080 a week, no en-suite.",
      "Lift access is fine for Dad though.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h27 office step challenge",
    branch: ["Our team's step target for the office challenge is 70,000 steps a week each.", "Ambitious!"],
    parent: [
      "Team steps so far this week: 52,300 each on average.",
      "Need a lunchtime walk tomorrow, anyone?",
      "I'm in.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h27 health centre branch hours",
    branch: ["The Northgate branch of the health centre opens at 8am on weekdays.", "Good to know for the school run."],
    parent: [
      "The Southgate branch of the health centre opens at 7:30am on weekdays, for early blood tests.",
      "Useful.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h27 cholesterol readings by year",
    branch: [
      "In 2023 my total cholesterol was 6.8 mmol/L.",
      "That's high, isn't it?",
      "Yes, that's why they put me on the diet plan.",
    ],
    parent: [
      "Latest review: in 2024 my total cholesterol was 5.2 mmol/L, so the oats and walking are working.",
      "Brilliant news.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h27 vitamin d tubs",
    branch: ["The vitamin D tubs at the health food shop are £6.50 per tub.", "One tub lasts about two months."],
    parent: ["Bought vitamin D for the whole family: £26 for four tubs.", "Winter sorted."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h27 boxercise class places",
    branch: ["The Thursday boxercise class has a limit of 20 people.", "Do I need gloves?", "They lend them out."],
    parent: ["Thursday boxercise currently has 17 people booked, so grab a space.", "Done!"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
