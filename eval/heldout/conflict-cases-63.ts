/**
 * Held-out merge-conflict pairs, set 63 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: gliding clubs and flying schools (glider and aircraft bookings, instructor rosters,
 * launches, maintenance checks, trial lessons, exams). About a third of the messages are in
 * aviation shorthand (Z times, METAR/TAF-style lines, QNH, registrations, kt and ft, a/c, RWY).
 *
 * Topics (one per case, 40 in all):
 *   close: visitor winch launch price, Saturday trial lesson slot, K-21 front seat placard, Discus
 *     registration on a regionals entry, Mode S hex for a new tug, Sunday duty instructor (negation),
 *     Bronze air law paper (negation), trial package tow height, air cadet headcount, tug 50-hour
 *     check date, avgas price, FI skill test slot.
 *   multi: Aboyne expedition booking, Saturday roster, Sunday trial lesson times, K-13 workshop
 *     invoice, Bronze papers, Puchacz weight and balance.
 *   correction: ground school evening, tug minute rate, airshow closure date, medical validity.
 *   paraphrase: taster flight duration, Saturday briefing time, air-to-ground frequency, annual
 *     subscription, open day sign-ups, forecast wind range, ARC review date, runway and last
 *     launch, trial pilot weight and height, expedition glider hire, student currency rule,
 *     cross-country task times.
 *   shared-words: last vs next 50-hour check, crosswind limit vs observed wind, cable budget vs
 *     spend, two gliders in two hangar bays, Saturday vs Sunday launch totals, solo vs trial
 *     minimum age.
 *
 * Counts by shape (a case may carry more than one): close 10, identifier 2, negation 2, multi 6,
 * correction 4, paraphrase 12, shared-words 6, list 5.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
import type { HeldOutConflictCase } from "./conflict-cases";

export const HELDOUT_CONFLICT_CASES_63: HeldOutConflictCase[] = [
  // ───────────────────────── close (incl. identifier and negation) ─────────────────────────
  {
    name: "h63 visitor winch launch price",
    branch: [
      "Does anyone know what we're charging visitors for launches this season? The website still shows last year's prices.",
      "Committee settled it in March: a winch launch is nine pounds fifty for members and visitors alike, and the aerotow to 2,000 ft stays at £38.",
      "Great, I'll get the site updated tonight.",
    ],
    parent: [
      "Noticeboard price list, printed this morning:\nWinch launch | £8.50\nAerotow to 2000 ft | thirty-eight pounds\nTemporary day membership | £15",
    ],
    conflicts: [["nine pounds fifty", "Winch launch | £8.50"]],
    paraphrases: [["aerotow to 2,000 ft stays at £38", "Aerotow to 2000 ft | thirty-eight pounds"]],
    shapes: ["close", "list"],
  },
  {
    name: "h63 saturday trial lesson slot",
    branch: [
      "Voucher holder rang the office: Priya Okafor, the half-hour aerotow trial. Can we fit her in this weekend?",
      "Put her down for Saturday at half past one, after the cadets have finished on the K-21.",
      "Done. She's bringing her husband to watch, I said that's fine as long as he stays behind the launch point.",
    ],
    parent: [
      "Sat TL slots (local):\n1100 Dale (winch)\n1430 Okafor (30 min aerotow)\n1600 spare",
      "Wx looks workable for Sat, will confirm with the tug pilot Fri evening.",
    ],
    conflicts: [["Saturday at half past one", "1430 Okafor"]],
    paraphrases: [["the half-hour aerotow trial", "30 min aerotow"]],
    shapes: ["close"],
  },
  {
    name: "h63 k-21 front seat placard",
    branch: [
      "New member Bernard asked what the heaviest pilot is that can sit in the front of the K-21.",
      "Placard in G-CKHA says front seat max 110 kg including parachute.",
      "Worth telling him about the trim too, heavy front seat makes it nose-heavy on the winch.",
    ],
    parent: [
      "KHA placard checked 0915Z for the W&B folder: front seat max 105 kg, rear seat max 105 kg, both incl. chute.",
    ],
    conflicts: [["front seat max 110 kg", "front seat max 105 kg"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h63 discus registration on regionals entry",
    branch: [
      "Who's sorting the entry for the Regionals at Husbands Bosworth?",
      "Me. We're entering the club Discus, G-CHZR, Lena and I sharing it on alternate days.",
      "Entry fee is three hundred and ten pounds, the club card is fine for that. Make sure the insurance cert on file matches the reg, they checked last year.",
    ],
    parent: [
      "Regionals entry submitted. A/c: Discus CS, reg G-CHZP, pilots A. Mensah / L. Ferreira, shared.",
      "Entry fee paid from the club card, £310, I'll claim half back off each of you.",
    ],
    conflicts: [["G-CHZR", "reg G-CHZP"]],
    paraphrases: [["three hundred and ten pounds", "£310"]],
    shapes: ["close", "identifier"],
  },
  {
    name: "h63 mode s hex for new tug",
    branch: [
      "New tug G-OTWG is on the field. Anyone got the Mode S hex so I can add it to OGN and the FLARM config?",
      "ICAO 24-bit addr 406A3C per G-INFO. FLARM set to ICAO addr type, radio ID same.",
      "ta, OGN ddb updated",
    ],
    parent: [
      "G-OTWG FLARM config sheet for the tech log: ID type ICAO, address 406A3E, a/c type tow plane, no-track off.",
    ],
    conflicts: [["406A3C", "address 406A3E"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h63 sunday duty instructor",
    branch: [
      "Sunday roster's got a gap at DI. Malcolm, any chance?",
      "Yes, I'll do DI on Sunday, can be there for the 0900 briefing.",
      "Brilliant, thanks Malcolm.",
    ],
    parent: [
      "Heads up: Malcolm won't be doing DI this Sunday, he's at his daughter's graduation. Still looking for cover.",
      "Briefing stays at nine o'clock as usual, whoever ends up as DI.",
    ],
    conflicts: [["I'll do DI on Sunday", "won't be doing DI this Sunday"]],
    paraphrases: [["the 0900 briefing", "Briefing stays at nine o'clock"]],
    shapes: ["negation"],
  },
  {
    name: "h63 bronze air law paper thursday",
    branch: [
      "Is the Bronze air law paper still happening on Thursday? Three of us want to sit it.",
      "Yes, Ian will run the air law paper Thursday evening in the clubhouse, 7:30pm start.",
      "Revision notes are on the shared drive under Bronze/Air Law.",
    ],
    parent: [
      "Ian's emailed: he isn't running the Bronze air law paper on Thursday, the question papers haven't come through from the BGA.",
      "Still 3 candidates on the list, he'll set a new date once the papers arrive.",
    ],
    conflicts: [["Ian will run the air law paper Thursday", "he isn't running the Bronze air law paper on Thursday"]],
    paraphrases: [["Three of us want to sit it", "3 candidates"]],
    shapes: ["negation"],
  },
  {
    name: "h63 trial package tow height",
    branch: [
      "What exactly does the £95 trial package include? Someone asked on the club Facebook page.",
      "One aerotow to two thousand feet with an instructor, plus the ground briefing and temporary membership for a day.",
    ],
    parent: [
      "TRIAL PACKAGE: £95\n• aerotow to 2,500 ft with instructor\n• 20 min ground brief\n• 1 day temp membership",
    ],
    conflicts: [["aerotow to two thousand feet", "aerotow to 2,500 ft"]],
    paraphrases: [["temporary membership for a day", "1 day temp membership"]],
    shapes: ["close", "list"],
  },
  {
    name: "h63 air cadet visit headcount",
    branch: [
      "The ATC squadron confirmed for the 22nd. Fourteen cadets plus two staff, arriving around 9.",
      "OK, that's both K-13s all day + someone on the winch. If the wind's NE we'll run RWY 06. I'll ask Sam.",
      "Sam's in, he's bringing the spare drogue chutes.",
    ],
    parent: ["Cadet day 22nd: 16 cadets, 2 adult staff, gate opens 0845 local. Need both K13s + winch driver."],
    conflicts: [["Fourteen cadets", "16 cadets"]],
    paraphrases: [["two staff", "2 adult staff"]],
    shapes: ["close"],
  },
  {
    name: "h63 tug 50-hour check date",
    branch: [
      "When's the Pawnee (BTUG) due its 50-hour? I want to plan the tow list around it.",
      "Due on the 3rd of May. Dave's booked the hangar for that morning.",
      "OK, will warn the Sat crowd: winch only, no a/t.",
    ],
    parent: ["G-BTUG maint: 50 hr check 05/05, a/c u/s 0800-1600 local, tows via the Robin that day."],
    conflicts: [["Due on the 3rd of May", "50 hr check 05/05"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h63 avgas price per litre",
    branch: [
      "Fuel's gone up again, avgas from the bowser is now £2.45 a litre.",
      "Ouch. Still cheaper than flying over to fill up elsewhere.",
    ],
    parent: ["Updated fees board:\nLanding (single piston) £12\nAVGAS 100LL £2.54/ltr\nJet A1 n/a"],
    conflicts: [["£2.45 a litre", "AVGAS 100LL £2.54/ltr"]],
    paraphrases: [],
    shapes: ["close", "list"],
  },
  {
    name: "h63 fi skill test slot",
    branch: [
      "Hannah's FI skill test is confirmed for Tuesday. Examiner Rob Kettle, arriving 0900Z.",
      "Test flight 1000Z in G-CFKM, brief at 0915Z. TAF for Tue looks fine: 25010KT 9999 SCT035.",
      "G-CFKM signed out on the sheet 0800-1200Z.",
    ],
    parent: ["Tue: Hannah FI skill test, G-CFKM, airborne 1100Z, examiner R. Kettle."],
    conflicts: [["Test flight 1000Z", "airborne 1100Z"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ───────────────────────── multi ─────────────────────────
  {
    name: "h63 aboyne expedition booking",
    branch: [
      "Aboyne wave week, who's actually going this year?",
      "Booked the Duo for Aboyne, 12th to 19th October, two pilots, hire £420 for the week.",
      "I'm one of the two. Anyone else fancy crewing? Free porridge.",
    ],
    parent: ["Aboyne: Duo Discus G-CJXD, 12–19/10, 2 pilots, hire £480/wk. Trailer checked, tyres OK."],
    conflicts: [["hire £420", "hire £480/wk"]],
    paraphrases: [
      ["12th to 19th October", "12–19/10"],
      ["two pilots", "2 pilots"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h63 saturday roster one name off",
    branch: [
      "Sat roster: DI Ruth Abernethy, tug pilot Gareth, winch driver Sam, launch point Kofi.",
      "Thanks. I'll bring a cake, it's Ruth's 500th launch apparently.",
    ],
    parent: ["Saturday\nDI: Ruth A.\nTug: Owen\nWinch: Sam\nLaunch point: Kofi"],
    conflicts: [["tug pilot Gareth", "Tug: Owen"]],
    paraphrases: [],
    shapes: ["multi", "list"],
  },
  {
    name: "h63 sunday trial lesson times",
    branch: [
      "Sun TLs booked: 10:00, 11:30 and 13:00, each 30 minutes, all in the K-21.",
      "So the instructor gets lunch between the second and third one.",
      "Good, last time nobody got a break until four.",
    ],
    parent: ["Sunday trials: 1000 / 1130 / 1330, half hour each, K21."],
    conflicts: [["and 13:00", "/ 1330"]],
    paraphrases: [["each 30 minutes", "half hour each"]],
    shapes: ["multi", "list"],
  },
  {
    name: "h63 k-13 workshop invoice",
    branch: [
      "Any news on the K-13 (G-DDXA)? The students keep asking.",
      "Back from the workshop on Friday: new canopy perspex, cable release replaced, ARC renewed, and the bill came to one thousand one hundred and fifty pounds.",
      "Less than I feared. I'll let the treasurer know.",
    ],
    parent: ["DXA: returns Fri. Work done: canopy, release, ARC. Invoice £1,350 inc VAT."],
    conflicts: [["one thousand one hundred and fifty pounds", "Invoice £1,350"]],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "h63 bronze theory papers",
    branch: [
      "Bronze exams for the winter group: air law and nav papers on 8 March in the clubhouse, 40 questions each, pass mark 75%.",
      "Can we bring calculators?",
      "Yes, non-programmable ones.",
    ],
    parent: ["Bronze theory: Sat 08/03, clubhouse, 40 Qs per paper, pass mark 70%. Calculators OK."],
    conflicts: [["pass mark 75%", "pass mark 70%"]],
    paraphrases: [
      ["8 March", "08/03"],
      ["40 questions each", "40 Qs per paper"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h63 puchacz weight and balance",
    branch: [
      "Doing the W&B sheet for the Puchacz: empty mass 362 kg, max all-up 570 kg, minimum front seat load 70 kg.",
      "Don't forget to mention the ballast weights for the lighter pilots.",
    ],
    parent: ["Puchacz G-DEPZ W&B: empty 362kg / MAUW 570kg / min front seat 65kg. Two ballast weights in the locker."],
    conflicts: [["minimum front seat load 70 kg", "min front seat 65kg"]],
    paraphrases: [["max all-up 570 kg", "MAUW 570kg"]],
    shapes: ["multi"],
  },

  // ───────────────────────── correction ─────────────────────────
  {
    name: "h63 ground school evening",
    branch: [
      "PPL ground school starts next week, Wednesday evenings at 7 in the briefing room.",
      "First topic is meteorology, bring the Pooleys book if you have it.",
      "Is there parking after dark? The gate's usually locked by 6.",
    ],
    parent: [
      "Correction for the PPL students: ground school is on Tuesday evenings, not the day I put on the flyer. Still 7pm, still the briefing room.",
      "Gate code is on the booking system.",
    ],
    conflicts: [["Wednesday evenings", "ground school is on Tuesday evenings"]],
    paraphrases: [["at 7 in the briefing room", "Still 7pm"]],
    shapes: ["correction"],
  },
  {
    name: "h63 tug minute rate",
    branch: [
      "How's aerotow charged now? By height or by the minute?",
      "By the minute of tug time: £3.10 a minute, minimum charge is 5 minutes.",
    ],
    parent: [
      "Sorry, I had the old tug rate on the noticeboard. It's three pounds forty a minute since January; the five-minute minimum stays.",
    ],
    conflicts: [["£3.10 a minute", "three pounds forty a minute"]],
    paraphrases: [["minimum charge is 5 minutes", "the five-minute minimum"]],
    shapes: ["correction"],
  },
  {
    name: "h63 airshow closure date",
    branch: [
      "NOTAM out: AD CLSD 14 JUN 0800-1900Z for the airshow. No gliding that day.",
      "Does that hit the cadet day?",
      "Neg, cadets are the w/e after.",
    ],
    parent: [
      "Correction on the airshow NOTAM: the aerodrome closure is 15 June, it was reissued this morning. Times unchanged, 0900-2000 BST.",
    ],
    conflicts: [["AD CLSD 14 JUN", "aerodrome closure is 15 June"]],
    paraphrases: [["0800-1900Z", "0900-2000 BST"]],
    shapes: ["correction"],
  },
  {
    name: "h63 medical validity",
    branch: [
      "Tom's renewed his Class 2, valid until 31 Aug 2026. I've updated his record on the booking system so it stops flagging him.",
      "Good, he's on the tug rota from next month.",
    ],
    parent: [
      "Small correction on Tom's medical: it actually runs to 31/07/2026, I misread the certificate. Booking system fixed.",
    ],
    conflicts: [["valid until 31 Aug 2026", "runs to 31/07/2026"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ───────────────────────── paraphrase (no conflict) ─────────────────────────
  {
    name: "h63 taster flight duration",
    branch: [
      "Gift voucher question from the office: how long is the flying in the Taster package?",
      "Forty-five minutes in the air, split over three launches, with an instructor the whole time.",
    ],
    parent: ["Taster pkg: 3 launches, approx 45 min airborne total, £145.", "Vouchers valid 12 months from purchase."],
    conflicts: [],
    paraphrases: [
      ["Forty-five minutes in the air", "45 min airborne"],
      ["three launches", "3 launches"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h63 saturday briefing time",
    branch: [
      "What time's the briefing on Saturday? First time I'm coming up as a proper member.",
      "Saturday at half past nine in the clubhouse. Bring a packed lunch and wear shoes you can run in, you'll be walking the wingtip.",
      "Thanks, see you there!",
    ],
    parent: ["Sat ops: briefing 0930 local clubhouse, first launch ~1030, RWY 24 winch."],
    conflicts: [],
    paraphrases: [["half past nine", "briefing 0930 local"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h63 air-to-ground frequency",
    branch: [
      "What's our air-to-ground frequency these days? I know it changed with the 8.33 switch.",
      "One two nine decimal nine seven five, callsign Westmoor Base.",
    ],
    parent: [
      "Radio card for the K21 cockpits: Westmoor Base 129.975 / glider common 130.105 / QNH from the launch point.",
    ],
    conflicts: [],
    paraphrases: [["One two nine decimal nine seven five", "Westmoor Base 129.975"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h63 annual subscription",
    branch: [
      "What's full flying membership this year? Thinking of converting from the trial.",
      "Twelve hundred pounds for the year, or £100 a month by standing order.",
      "Launches and tug are on top of that, obviously.",
    ],
    parent: ["Membership rates 2025: Full flying £1,200/yr (monthly option £100). Junior (under 25) £450/yr."],
    conflicts: [],
    paraphrases: [
      ["Twelve hundred pounds for the year", "Full flying £1,200/yr"],
      ["£100 a month", "monthly option £100"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h63 open day sign-ups",
    branch: [
      "How did the open day go? I was stuck on the winch all afternoon.",
      "Really well. A dozen new members signed up and about forty trial flights sold.",
    ],
    parent: [
      "Open day summary for the committee: 12 new members, 40 trial flights sold, £3,800 taken on the day.",
      "Thanks to everyone who helped, especially the launch point crew.",
    ],
    conflicts: [],
    paraphrases: [
      ["A dozen new members", "12 new members"],
      ["about forty trial flights", "40 trial flights"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h63 forecast wind range",
    branch: [
      "Forecast for tomorrow looks breezy. Can the early solo lot fly?",
      "Wind between 10 and 14 knots, straight down the runway from 240, so yes, with a check flight first.",
    ],
    parent: ["Tmrw fcst: W/V 240/10-14kt, CAVOK, QNH 1022. Early solos OK after check flt."],
    conflicts: [],
    paraphrases: [["between 10 and 14 knots", "240/10-14kt"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h63 arc review date",
    branch: [
      "When is the CAMO coming to do the ARC review on the Robin?",
      "Third of September, first thing. Don't book it out that morning.",
    ],
    parent: ["DR400 G-BNDR ARC review 03/09, a/c blocked on the sheet 0800-1200."],
    conflicts: [],
    paraphrases: [["Third of September", "ARC review 03/09"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h63 runway and last launch",
    branch: [
      "Which way are we launching tomorrow?",
      "Runway two-four, winch at the far end as usual, last launch at quarter to five so the hangar's packed by six.",
      "Perfect, I can stay till the end for once.",
    ],
    parent: ["Ops tmrw: RWY 24 winch, last launch 16:45 local, hangar packed by 1800."],
    conflicts: [],
    paraphrases: [
      ["Runway two-four", "RWY 24"],
      ["quarter to five", "last launch 16:45"],
      ["packed by six", "packed by 1800"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h63 trial pilot weight and height",
    branch: [
      "Trial lesson booking for Graham Pike on the 21st. He says he's fourteen stone and six foot tall.",
      "That's fine for the K-21 front seat, tell him to wear trainers rather than boots.",
    ],
    parent: ["TL 21st: G. Pike, 89 kg, 1.83 m, no medical issues declared."],
    conflicts: [],
    paraphrases: [
      ["fourteen stone", "89 kg"],
      ["six foot tall", "1.83 m"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h63 expedition astir hire",
    branch: [
      "Booked the club Astir at Vinon for Sunday afternoon, two and a half hours of local soaring.",
      "Hire over there is sixty-five euros an hour, paid at the bureau.",
      "Lucky you. Here it's EGHX 1350Z 22018KT 4000 RA BKN008 12/11 Q1004.",
    ],
    parent: ["Vinon Sun: Astir 1300-1530 local (150 min), €65/hr, J. Wardle."],
    conflicts: [],
    paraphrases: [
      ["two and a half hours", "(150 min)"],
      ["sixty-five euros an hour", "€65/hr"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h63 student currency rule",
    branch: [
      "Reminder on currency for solo students: if you haven't flown for a fortnight you need a check flight before going solo.",
      "And the daily inspection on each glider has to be signed off before noon.",
    ],
    parent: [
      "Student currency: 14 days or more since last flight = check flight with an instructor before solo. DIs signed before 1200.",
    ],
    conflicts: [],
    paraphrases: [
      ["haven't flown for a fortnight", "14 days or more since last flight"],
      ["before noon", "before 1200"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h63 cross-country task times",
    branch: [
      "XC task Sat: start line opens 1230Z, task 200 km, TPs in the task sheet.",
      "Tug for relights?",
      "One tug standing by until 1500Z.",
    ],
    parent: [
      "Task briefing notes: start gate open from 12:30 UTC, 200 kilometres, relight tows available until three o'clock UTC.",
    ],
    conflicts: [],
    paraphrases: [
      ["start line opens 1230Z", "start gate open from 12:30 UTC"],
      ["task 200 km", "200 kilometres"],
      ["until 1500Z", "until three o'clock UTC"],
    ],
    shapes: ["paraphrase"],
  },

  // ───────────────────────── shared-words (no conflict) ─────────────────────────
  {
    name: "h63 last vs next 50-hour check",
    branch: [
      "Tech log question: when was the tug's last 50-hour done?",
      "Last 50-hour on G-BPWN was at 1,240 tacho hours, signed off by Dave.",
    ],
    parent: ["BPWN next 50 hr due at 1290 hrs tacho; currently 1,271, so about 19 hrs of towing left."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h63 crosswind limit vs observed wind",
    branch: [
      "For the solo students: the crosswind limit on the briefing sheet is 10 kt for pre-Bronze pilots.",
      "And 15 kt once they've got their Bronze.",
    ],
    parent: ["1400Z obs: wind 200/08KT, x-wind component RWY 24 approx 5 kt. Solos continuing."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h63 cable budget vs spend",
    branch: [
      "How much have we got for winch cable this year?",
      "The budget for cable is £2,000 for the year, agreed at the AGM.",
    ],
    parent: ["Bought 2 drums of synthetic cable last wk; £640 spent on cable so far this year, receipts w/ treasurer."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h63 two gliders two hangar bays",
    branch: ["Where did the K-13 end up after Sunday's derig?", "K-13 is in bay 1, nose-in, wings on the wall rack."],
    parent: ["Hangar map update: Astir G-DEAS in bay 2, tail-in; Puchacz at the workshop until Fri."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h63 saturday vs sunday launch totals",
    branch: [
      "How many launches did we get on Saturday in the end?",
      "42 launches on Saturday: 36 winch, 6 a/t. Best day since April.",
    ],
    parent: ["Sun quieter: 27 launches, all winch, longest flt 4 hrs, cloudbase 3500ft by 1300Z."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h63 solo vs trial minimum age",
    branch: [
      "A parent asked what the minimum age is for her son to fly solo in a glider.",
      "Fourteen for solo in a glider, under the BGA rules.",
      "I'll send her the junior membership leaflet as well.",
    ],
    parent: ["For trial lessons the minimum age is 10; under-16s need a parent or guardian to sign the form."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
