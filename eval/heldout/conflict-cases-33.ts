import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 33 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: prescription prepayment certificate cost, hearing aid fitting date, GP appointment time,
 *     carers' visits per day, medication reminder app version, baby clinic weigh-in, children's
 *     dentist name, fasting blood test location;
 *   close, few shared words: pharmacy home delivery (negation), ENT referral booking number
 *     (identifier), childminder start date, live-in carer weekly fee;
 *   multi: family dentist check-ups, surgery flu jab clinic, hospital discharge, optician varifocals,
 *     baby's first immunisations, care agency monthly invoice;
 *   correction: school nurse hearing screening, care home visiting hours (both in the branch);
 *     asthma review, levothyroxine dose (both in the parent);
 *   paraphrase: midwife home visit, wheelchair loan deposit, podiatrist appointments, toddler speech
 *     and language sessions, memory clinic assessment, stairlift quote, walk to the new GP surgery,
 *     hypoallergenic formula prescription, out-of-hours GP service, cataract operation date, pulse
 *     oximeter readings, toddler fever advice from 111;
 *   shared-words: parents' cholesterol results, vaccination record boosters, paracetamol limit vs
 *     doses taken, compression stockings per pair vs total, two surgery branches' phone lines,
 *     cardiac rehab step target vs actual.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_33: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (8)
  {
    name: "h33 prescription prepayment certificate cost",
    branch: [
      "Do we know if Dad's worth getting the prepayment thing for his prescriptions? He's on four items a month now.",
      "Yes, I sorted it last night. The 12-month prepayment certificate cost £114.50 and it covers everything he gets.",
      "Brilliant, that'll save a fortune.",
    ],
    parent: [
      "Reminder to self: keep the receipt for Dad's annual prescription pass, I paid £104.50 for it.",
      "Anyone know whether it covers his eye drops too?",
    ],
    conflicts: [["cost £114.50", "I paid £104.50"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h33 hearing aid fitting date",
    branch: [
      "Mum, did audiology ever write back about your hearing aids?",
      "They did! The fitting appointment at the audiology department is on 14 March, they said to allow an hour.",
      "I'll drive you.",
    ],
    parent: [
      "Got the letter today — Mum's new aids get fitted on the 17th of March.",
      "Can someone check whether she needs to bring her old ones?",
    ],
    conflicts: [["on 14 March", "on the 17th of March"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h33 GP appointment time for Leo's rash",
    branch: [
      "Leo's rash is spreading a bit, I've rung the surgery.",
      "Dr Okafor can see him on Tuesday at 9:40, it's a face-to-face one.",
      "Ok, I'll take the morning off.",
    ],
    parent: [
      "Surgery text just came through: Leo's slot is 10:40 on Tuesday.",
      "Should I bring the photos I took of the rash at the weekend?",
    ],
    conflicts: [["at 9:40", "slot is 10:40"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h33 carers' visits per day for Gran",
    branch: [
      "Spoke to the care coordinator this afternoon.",
      "The agency confirmed Gran will get three visits a day from the carers, starting next week.",
      "Will they do her lunch as well?",
    ],
    parent: [
      "So from next week someone pops in to Gran four times daily: morning, lunch, tea and bedtime.",
      "That's a relief honestly.",
    ],
    conflicts: [["three visits a day", "four times daily"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h33 medication reminder app version",
    branch: [
      "Mum's phone keeps nagging that her pill reminders aren't syncing.",
      "The pharmacist said the reminder app has to be on version 4.1.2 for the new pill schedule to sync.",
      "I'll update it when I'm round on Sunday.",
    ],
    parent: ["The MedMinder help page says you need 4.2.1 for the syncing fix.", "Good, one less thing to chase."],
    conflicts: [["version 4.1.2", "need 4.2.1"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h33 baby clinic weigh-in",
    branch: [
      "How did the weigh-in go?",
      "Really well, the health visitor had Isla at 6.2 kg, right on her line.",
      "Aw, little chunk.",
    ],
    parent: ["Isla came in at 6.8 kg on the clinic scales this morning.", "Next weigh-in is in a month."],
    conflicts: [["Isla at 6.2 kg", "came in at 6.8 kg"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h33 children's dentist name",
    branch: [
      "Which dentist is Tom seeing for his check-up?",
      "Dr Malik. She took over the children's list when the old dentist retired.",
      "Ok, he'll be fine with her.",
    ],
    parent: [
      "The person doing Tom's dental exam is Mr Ferreira, according to the booking email.",
      "Remember his brace referral forms.",
    ],
    conflicts: [["Dr Malik", "Mr Ferreira"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h33 fasting blood test location",
    branch: [
      "Dad needs fasting bloods before his clinic review.",
      "They're taking them at Northgate Health Centre, first thing, nothing to eat after midnight.",
      "I'll remind him not to have his toast.",
    ],
    parent: [
      "Phlebotomy for Dad is at St Luke's outpatients; I'll drop him there on my way to work.",
      "Is he allowed water beforehand?",
    ],
    conflicts: [["Northgate Health Centre", "St Luke's outpatients"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- close, few shared words (4)
  {
    name: "h33 pharmacy home delivery of blister packs",
    branch: [
      "Good news on Mum's meds: I rang Meadow Pharmacy and they will deliver her blister packs to the house every Friday.",
      "So nobody needs to collect any more?",
      "Exactly.",
    ],
    parent: [
      "Meadow Pharmacy stopped home drops last year, so one of us has to pick up her dosette trays.",
      "I can do Fridays if that helps.",
    ],
    conflicts: [["they will deliver her blister packs", "stopped home drops"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h33 ENT referral booking number",
    branch: [
      "Jack's ENT referral has finally come through.",
      "To book online you need the booking number 4417 2290 8815 and his date of birth.",
      "Doing it now.",
    ],
    parent: [
      "The letter about his ears says to quote 4417 2209 8815 when choosing a slot.",
      "Hopefully they look at the grommets question.",
    ],
    conflicts: [["4417 2290 8815", "4417 2209 8815"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h33 childminder start date",
    branch: [
      "Maya starts with the childminder on Monday 2 September, settling-in is just mornings that week.",
      "Have you got her spare clothes bag ready?",
    ],
    parent: ["Jo's having Maya from the 9th of September, she emailed the contract over.", "I'll sign it tonight."],
    conflicts: [["Monday 2 September", "from the 9th of September"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h33 live-in carer weekly fee",
    branch: [
      "What did the agency say about Aunt Rose's live-in carer?",
      "It's £1,150 per week, and that includes the carer's food.",
      "Steep, but cheaper than a home.",
    ],
    parent: [
      "Quote for Rose's live-in help arrived: £1,250 weekly, two-week trial first.",
      "I'll forward it to the others.",
    ],
    conflicts: [["£1,150 per week", "£1,250 weekly"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi (6)
  {
    name: "h33 family dentist check-ups and hygienist",
    branch: [
      "Right, the dentist is sorted for the whole lot of us.",
      "All three kids are booked in on Thursday 10 October at 3:30pm (theirs are free, obviously), and my scale and polish straight after is £25.",
      "Can you do the school pick-up and bring them straight there?",
    ],
    parent: [
      "Dentist confirmed by text: Thursday 10th October, 15:30, three children plus me; the hygienist bit for me is £28.",
      "Sure, I'll grab them from school.",
    ],
    conflicts: [["polish straight after is £25", "for me is £28"]],
    paraphrases: [
      ["Thursday 10 October", "Thursday 10th October"],
      ["3:30pm", "15:30"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h33 surgery flu jab clinic",
    branch: [
      "The surgery's flu clinic is on Saturday 5 October, 9am to 12, and they've got room for the four of us if we turn up together.",
      "Do Nan and Grandad count as the over-65 lot?",
      "Yes, so theirs is the high-dose one.",
    ],
    parent: [
      "Booked the flu jabs: Saturday 5 October, nine till noon, for five of us in total.",
      "Bring Grandad's walking stick, the queue can be long.",
    ],
    conflicts: [["the four of us", "five of us in total"]],
    paraphrases: [["9am to 12", "nine till noon"]],
    shapes: ["multi"],
  },
  {
    name: "h33 Grandad's hospital discharge",
    branch: [
      "Ward sister rang about Grandad.",
      "He's being discharged on Wednesday around 2pm, with 14 days of tablets from the hospital pharmacy, and the district nurse starts coming on Thursday.",
      "Who's collecting him?",
    ],
    parent: [
      "Discharge plan for Grandad: home Wednesday at 14:00, a week's supply of meds to take with him, district nurse from Thursday.",
      "I'll bring the car round to the main entrance.",
    ],
    conflicts: [["14 days of tablets", "a week's supply of meds"]],
    paraphrases: [["around 2pm", "at 14:00"]],
    shapes: ["multi"],
  },
  {
    name: "h33 optician varifocals for Gran",
    branch: [
      "Gran's eye test went fine, prescription's changed a little.",
      "She's gone for the varifocals in the tortoiseshell frames, £189 all in, and they'll be ready to collect in 10 days.",
      "Ooh fancy.",
    ],
    parent: [
      "The opticians said Gran's new varifocals come to one hundred and eighty-nine pounds and will be ready to pick up in two weeks.",
      "She'll need a lift to collect them.",
    ],
    conflicts: [["in 10 days", "in two weeks"]],
    paraphrases: [["£189", "one hundred and eighty-nine pounds"]],
    shapes: ["multi"],
  },
  {
    name: "h33 baby's first immunisations",
    branch: [
      "Noah's first jabs are on 21 November at 11:15 at the Riverside clinic, and the nurse said to give him 2.5ml of infant paracetamol straight afterwards.",
      "Poor little man.",
      "I'll buy the paracetamol sachets tomorrow.",
    ],
    parent: [
      "Jabs for Noah booked: 21/11, quarter past eleven, Riverside clinic. They want us to give 5ml of infant paracetamol after the MenB one.",
      "Shall we both go?",
    ],
    conflicts: [["2.5ml of infant paracetamol", "give 5ml"]],
    paraphrases: [
      ["21 November", "21/11"],
      ["11:15", "quarter past eleven"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h33 care agency monthly invoice",
    branch: [
      "The March invoice from the care agency is in: 62 hours at £24 an hour, £1,488 in total, due by the 15th.",
      "Shall I pay it from Mum's account?",
      "Yes please.",
    ],
    parent: [
      "Agency bill for March: sixty-two hours, £24/hr, £1,488 altogether, payable by 20 April.",
      "I've filed a copy with her care plan paperwork.",
    ],
    conflicts: [["due by the 15th", "payable by 20 April"]],
    paraphrases: [
      ["62 hours", "sixty-two hours"],
      ["£24 an hour", "£24/hr"],
    ],
    shapes: ["multi"],
  },

  // ---------------------------------------------------------------- correction (4)
  {
    name: "h33 school nurse hearing screening",
    branch: [
      "School nurse is doing the Year 1 hearing screening on 12 May, so Ruby needs to be in that day.",
      "Sorry, I misread the letter: the screening is on 19 May, the 12th is the dental talk.",
      "Ok, noted.",
    ],
    parent: [
      "Per the school newsletter, the Year 1 hearing check is 12 May.",
      "Ruby's been asking if it hurts, bless her.",
    ],
    conflicts: [["on 19 May", "is 12 May"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h33 care home visiting hours",
    branch: [
      "Sunnybank's afternoon visiting is 2 till 4, if anyone wants to see Grandma this week.",
      "Update: the manager's just told me they've moved afternoon visiting to 3 till 5 from Monday.",
      "Thanks for checking.",
    ],
    parent: [
      "I'll pop in to see Grandma at Sunnybank on Wednesday; afternoon visiting is 2 till 4 there.",
      "Does she still like the lemon biscuits?",
    ],
    conflicts: [["visiting to 3 till 5", "visiting is 2 till 4 there"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h33 asthma review with the practice nurse",
    branch: [
      "Ella's asthma review is on the 8th, I've put it in the family calendar.",
      "Remember to bring her spacer and inhalers.",
    ],
    parent: [
      "Asthma review for Ella is booked with the practice nurse on the 8th.",
      "Actually, they've just rung back and moved it to the 11th because the nurse is on a course.",
      "Fine by me.",
    ],
    conflicts: [["review is on the 8th", "moved it to the 11th"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h33 levothyroxine dose",
    branch: [
      "Mum's still on 50 micrograms of levothyroxine, same as before the blood test.",
      "Can you pick up her repeat on Thursday?",
    ],
    parent: [
      "Dr Shah has kept Mum's levothyroxine at 50 micrograms.",
      "Sorry, I was reading the old slip; the new one says 75 micrograms a day from now on.",
      "I'll let her know tonight.",
    ],
    conflicts: [["50 micrograms of levothyroxine", "75 micrograms a day"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---------------------------------------------------------------- paraphrase (12)
  {
    name: "h33 midwife home visit",
    branch: [
      "The community midwife is coming to the house on Wednesday 3 July at 10am.",
      "Do we need to have anything ready?",
      "Just the red book and her notes, I think.",
    ],
    parent: ["Midwife visit confirmed for 3/7 at ten in the morning.", "I'll make sure the spare room's tidy."],
    conflicts: [],
    paraphrases: [
      ["Wednesday 3 July", "3/7"],
      ["10am", "ten in the morning"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h33 wheelchair loan deposit",
    branch: [
      "The Red Cross can lend Grandad a wheelchair for the wedding weekend.",
      "There's a £40 deposit, refunded when we bring it back.",
      "Perfect.",
    ],
    parent: [
      "Wheelchair loan sorted: they want forty pounds up front, which we get back on return.",
      "I'll collect it on Friday.",
    ],
    conflicts: [],
    paraphrases: [["£40 deposit", "forty pounds"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h33 podiatrist appointments for Grandad",
    branch: [
      "The podiatrist wants to see Grandad every six weeks for his nails and corns.",
      "Is that NHS or private?",
      "NHS, because of his diabetes.",
    ],
    parent: [
      "Grandad's foot clinic appointments will be every 6 weeks from now on.",
      "He was quite cheerful about it.",
    ],
    conflicts: [],
    paraphrases: [["every six weeks", "every 6 weeks"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h33 toddler speech and language sessions",
    branch: [
      "Finn's speech therapy sessions will be fortnightly, at half past four after nursery.",
      "Does the therapist come to us?",
      "No, it's at the children's centre.",
    ],
    parent: [
      "Speech and language for Finn: every two weeks at 4:30pm, at the children's centre.",
      "Let's see how he gets on.",
    ],
    conflicts: [],
    paraphrases: [
      ["fortnightly", "every two weeks"],
      ["half past four", "4:30pm"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h33 memory clinic assessment",
    branch: [
      "Dad's memory clinic assessment is on Friday 14 June and they said to allow 90 minutes.",
      "Should one of us go in with him?",
      "They recommend it, yes.",
    ],
    parent: [
      "Memory assessment letter: 14/06, expect it to take an hour and a half.",
      "I can take the afternoon off to go with him.",
    ],
    conflicts: [],
    paraphrases: [
      ["Friday 14 June", "14/06"],
      ["90 minutes", "an hour and a half"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h33 stairlift installation quote",
    branch: [
      "Stairlift company came round to measure Mum's stairs.",
      "Their quote is £3.2k fitted, including a year's servicing.",
      "Cheaper than I expected.",
    ],
    parent: ["The stairlift will be £3,200 including installation. I think we should go ahead.", "Agreed."],
    conflicts: [],
    paraphrases: [["£3.2k", "£3,200"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h33 walk to the new GP surgery",
    branch: [
      "The practice has moved to the new building by the library.",
      "It's about 800 metres from Nan's, so she could walk it on a good day.",
    ],
    parent: [
      "New surgery is roughly 0.8 km from Nan's house, walkable if her knee's ok.",
      "Or we'll drive her, no bother.",
    ],
    conflicts: [],
    paraphrases: [["800 metres", "0.8 km"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h33 hypoallergenic formula prescription",
    branch: [
      "The GP has put Oscar's special formula on repeat prescription.",
      "It's six 400 g tins a month, and the pharmacy orders it in.",
      "Good, that stuff is pricey.",
    ],
    parent: [
      "Oscar's hypoallergenic milk: 6 tins of 400 grams each month, on prescription now.",
      "I'll tell the nursery.",
    ],
    conflicts: [],
    paraphrases: [["six 400 g tins", "6 tins of 400 grams"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h33 out-of-hours GP for Grandpa's catheter",
    branch: [
      "If Grandpa's catheter blocks again tonight, who do we call?",
      "After 18:30 it's the out-of-hours GP service through 111; the surgery line just plays a message.",
    ],
    parent: [
      "Surgery closes its phones at 6.30pm, then it's 111 for the out-of-hours doctor.",
      "Noted, it's on the fridge.",
    ],
    conflicts: [],
    paraphrases: [["18:30", "6.30pm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h33 cataract operation date",
    branch: [
      "Grandma's cataract operation is on 04/02/2025, left eye first.",
      "Does she need someone to stay with her that night?",
      "Yes, the leaflet says 24 hours.",
    ],
    parent: ["Cataract surgery for Grandma confirmed: Tuesday 4th Feb, left eye.", "I'll stay over at hers."],
    conflicts: [],
    paraphrases: [["04/02/2025", "Tuesday 4th Feb"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h33 pulse oximeter reading for Nan",
    branch: [
      "How's Nan's chest this morning?",
      "Better. The oximeter read 96% when she was sitting up, and she ate some breakfast.",
    ],
    parent: [
      "Nan's oxygen level was ninety-six percent this morning, the GP said that's fine for her.",
      "Keep an eye on it anyway.",
    ],
    conflicts: [],
    paraphrases: [["96%", "ninety-six percent"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h33 toddler fever advice from 111",
    branch: [
      "Called 111 about Alfie, his temperature was 38.5°C at bedtime.",
      "They said ibuprofen no more often than every 8 hours and plenty of fluids.",
      "Let me know if he's worse.",
    ],
    parent: [
      "Alfie hit 38.5 degrees at bedtime; 111 advised ibuprofen eight-hourly at most.",
      "Poor thing, hope he sleeps.",
    ],
    conflicts: [],
    paraphrases: [
      ["38.5°C", "38.5 degrees"],
      ["every 8 hours", "eight-hourly"],
    ],
    shapes: ["paraphrase"],
  },

  // ---------------------------------------------------------------- shared-words (6)
  {
    name: "h33 parents' cholesterol results",
    branch: ["Dad's cholesterol came back at 4.9, so the GP's happy with him.", "Good stuff."],
    parent: [
      "Mum's cholesterol came back at 5.8, so the GP wants to recheck in three months.",
      "She's going to cut down on cheese, apparently.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h33 Sam's booster dates for the travel clinic",
    branch: [
      "Looking through Sam's red book for the travel clinic form.",
      "His tetanus booster was in 2016, at the school session.",
    ],
    parent: ["Sam's MMR booster was in 2012, at the surgery.", "The travel nurse also wants to know about hep A."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h33 paracetamol limit after Grandma's fall",
    branch: [
      "The pharmacist said Grandma can have no more than 8 tablets of paracetamol in 24 hours.",
      "And not with the cold and flu sachets.",
    ],
    parent: [
      "Grandma's had 4 tablets of paracetamol in the last 24 hours, written on the chart on the fridge.",
      "Her wrist's still swollen though.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h33 compression stockings price per pair vs total",
    branch: ["The compression stockings for Dad's legs are £18 a pair from the chemist.", "Should we get spares?"],
    parent: [
      "Got Dad three pairs of compression stockings from the chemist, £54 for the lot.",
      "He says they're tight but comfy.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h33 two surgery branches' phone lines",
    branch: ["Park Road surgery's phone line opens at 8:30 for same-day appointments.", "Ugh, always engaged."],
    parent: ["Hill Street surgery's phone line opens at 8am for same-day appointments.", "Worth trying both."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h33 cardiac rehab step target vs actual",
    branch: [
      "The cardiac rehab nurse set Dad a target of 6,000 steps a day by the end of the month.",
      "That's ambitious for him.",
    ],
    parent: ["Dad's pedometer says he averaged 4,500 steps a day this week.", "Up from last week, to be fair."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
