/**
 * Held-out merge-conflict pairs, set 75 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: driving schools and driving instructors (lesson bookings, test dates and centres, car and dual-control servicing, pupil progress, block-booking prices, instructor rotas).
 *
 * Topics (one per case, 40 in all):
 *   close: DT time at Mill Hill; 10-hour block price; mock test minors; dual-control service quote; Saturday rota start; theory cert expiry; Fiesta MOT due date; Wednesday lesson times; Leeds automatic hourly rate (multi); practical test evening fee
 *   identifier: DVSA booking reference; Yaris reg for test; ADI number (no conflict); two new cars' regs (no conflict)
 *   negation: pupil using school car; PDI insurance approval; Easter Monday testing; mock pass/fail; motorway lesson, sibling (no conflict); dual-control safety check (multi)
 *   multi: test booking note centre; block booking payment (no conflict); dual-control service check; pupil progress summary (no conflict); next week's rota; Yaris service record (no conflict); Leeds price list (close)
 *   correction: Kings Heath test time; 5-day intensive price; test centre corrected in parent (no conflict); Pass Plus price self-corrected (no conflict)
 *   list: March test centres; manoeuvres covered (no conflict); Tuesday diary pupils (no conflict); documents for test day (no conflict)
 *   shared-words: two pupils' Pinner tests (no conflict); 2024 vs 2025 block price (no conflict); Polo vs Fiesta service cost (no conflict); instructor hours vs office hours (no conflict); pupil's pass vs sister's theory pass (no conflict); two new cars' regs (no conflict); motorway lesson, sibling (no conflict)
 *   paraphrase: Saturday pickup time (no conflict); block refund amount (no conflict); plus paraphrases carried by close, identifier, negation, multi, correction and list cases
 *
 * Counts by shape (a case may carry more than one): close 10, identifier 4, negation 6, multi 7, correction 4, paraphrase 16, shared-words 7, list 4.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
import type { HeldOutConflictCase } from "./conflict-cases";

export const HELDOUT_CONFLICT_CASES_75: HeldOutConflictCase[] = [
  // ---- close ----
  {
    name: "h75 DT time at Mill Hill, 10:42 vs 10:24",
    branch: [
      "Can you confirm Priya's DT slot at Mill Hill? Want to fit a warm-up lesson in first.",
      "Booking system: PK, DT Mill Hill Tue 18/03 10:42, pick up 0900 from home for 1hr warm-up.",
    ],
    parent: ["Diary Tue 18 Mar: 0900 collect PK, warm-up round Apex Corner, DT Mill Hill 10:24."],
    conflicts: [["DT Mill Hill Tue 18/03 10:42", "DT Mill Hill 10:24"]],
    paraphrases: [["Tue 18/03", "Tue 18 Mar"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h75 10-hour manual block price, 330 vs 340 GBP",
    branch: [
      "What are we charging for the 10-hour block this year?",
      "10 hrs manual block is £330, saves them £40 on the £37/hr single-lesson rate.",
    ],
    parent: ["Website updated for this year: 10 hour manual block £340, automatic block £370."],
    conflicts: [["manual block is £330", "manual block £340"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h75 mock test minors, 9 vs 7",
    branch: [
      "How did Jade's mock go on Thursday?",
      "JB mock Thu 0800-0900, Chingford routes: 9 minors, no serious or dangerous, mostly mirrors on roundabouts.",
    ],
    parent: ["Thursday's mock with Jade B: 7 minors, nothing serious, still late on mirrors at roundabouts."],
    conflicts: [["9 minors", "7 minors"]],
    paraphrases: [["no serious or dangerous", "nothing serious"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h75 dual-control service quote, 85 vs 95 GBP + VAT",
    branch: [
      "How much is Hughes Motors charging to service the dual controls on the Polo?",
      "Quote from Hughes: £85 + VAT for the dual ctrl service and cable adjust, booked in Mon 7th.",
    ],
    parent: ["Hughes confirmed the Polo dual control service is £95 + VAT, car goes in Monday the 7th."],
    conflicts: [["£85 + VAT", "£95 + VAT"]],
    paraphrases: [["Mon 7th", "Monday the 7th"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h75 Saturday rota start, 0730 vs 8:00",
    branch: [
      "What time does Gary start on Saturdays from March?",
      "Rota: GH Sat 0730-1530 from 1 Mar, Dean covers Sun.",
    ],
    parent: ["Gary's Saturday shift from March is 8:00 till 15:30, Dean doing Sundays."],
    conflicts: [["GH Sat 0730-1530", "is 8:00 till 15:30"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h75 theory certificate expiry, 14 June vs 4 June 2025",
    branch: [
      "When does Amira's theory cert expire? Don't want her DT to fall after it.",
      "AS theory passed 14/06/2023 so cert runs out 14 June 2025.",
    ],
    parent: ["Checked DVSA: Amira's theory certificate expires 4 June 2025, DT booked 28 May so we're ok."],
    conflicts: [["cert runs out 14 June 2025", "expires 4 June 2025"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h75 Fiesta MOT due, 23/09 vs 28 September",
    branch: ["When's the MOT due on the Fiesta?", "Fiesta MOT due 23/09, booked in at Kwik Fit Harrow."],
    parent: ["Fiesta MOT runs out 28 September, Kwik Fit Harrow are doing it."],
    conflicts: [["MOT due 23/09", "runs out 28 September"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h75 Wednesday lesson times, 1600-1730 vs 4-6pm",
    branch: ["What are Leon's Wednesday lesson times?", "LM Wed 1600-1730, pick up from Harrow College."],
    parent: ["Leon's Wednesday lessons are 4-6pm, collecting him from Harrow College."],
    conflicts: [["LM Wed 1600-1730", "lessons are 4-6pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h75 Leeds automatic hourly rate, 42 vs 44 GBP",
    branch: [
      "Pupil asking what we charge for automatic lessons in Leeds",
      "Auto is £42 an hour, manual £38, 2-hour lessons pro rata.",
    ],
    parent: ["Leeds price list: manual £38/hr, automatic £44/hr, 2hr lessons double."],
    conflicts: [["Auto is £42 an hour", "automatic £44/hr"]],
    paraphrases: [],
    shapes: ["close", "multi"],
  },
  {
    name: "h75 practical test evening/weekend fee, 75 vs 72 GBP",
    branch: [
      "What do we tell pupils the practical test costs?",
      "DVSA practical is £62 weekdays, £75 evenings/weekends/bank hols.",
    ],
    parent: ["Reminder for pupils: weekday practical test fee is £62, evening and weekend tests are £72."],
    conflicts: [["£75 evenings", "weekend tests are £72"]],
    paraphrases: [],
    shapes: ["close"],
  },
  // ---- identifier ----
  {
    name: "h75 DVSA booking reference, 48213097 vs 48213907",
    branch: ["Got the booking ref for Sam's retest?", "SO retest booked, DVSA ref 48213097, Pinner 02/04 1412."],
    parent: ["Sam O'Neill retest confirmation: booking reference 48213907, Pinner, 2 April at 14:12."],
    conflicts: [["DVSA ref 48213097", "booking reference 48213907"]],
    paraphrases: [["02/04 1412", "2 April at 14:12"]],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "h75 Yaris reg for test, YD72 KHP vs YD72 KPH",
    branch: [
      "Which car is Ravi in for the DT tomorrow?",
      "RP in the white Yaris auto, reg YD72 KHP, dual ctrl checked.",
    ],
    parent: ["Insurance cover note sent over for the Yaris Ravi's testing in tomorrow - reg YD72 KPH."],
    conflicts: [["reg YD72 KHP", "reg YD72 KPH"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h75 ADI number written two ways (no conflict)",
    branch: [
      "Need Karen's ADI number for the franchise form",
      "KT ADI cert no. 406781, green badge expires 31/10/2026.",
    ],
    parent: ["Franchise form done - Karen Tate, ADI 406 781, badge valid until end of Oct 2026."],
    conflicts: [],
    paraphrases: [
      ["no. 406781", "ADI 406 781"],
      ["31/10/2026", "end of Oct 2026"],
    ],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "h75 regs of two new cars (no conflict)",
    branch: [
      "What's the reg on the new manual Fiesta?",
      "Fiesta is LK23 FTO, dual ctrls fitted by Dual Controls UK on Friday.",
    ],
    parent: ["Beth's new Corsa for her franchise is LK23 FOT, dual controls going in next week."],
    conflicts: [],
    paraphrases: [],
    shapes: ["identifier", "shared-words"],
  },
  // ---- negation ----
  {
    name: "h75 pupil using school car for test, won't vs will",
    branch: [
      "Is Hannah using our car for her test?",
      "HL won't be using the school car, she's taking her dad's Clio with an extra mirror.",
    ],
    parent: ["Hannah's DT at Wanstead - she'll be using the school car, I'll have it there for 0815."],
    conflicts: [["won't be using the school car", "she'll be using the school car"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h75 PDI added to insurance, approved vs declined",
    branch: [
      "Did the insurer OK Chloe driving the Polo?",
      "Insurer approved adding Chloe (PDI) to the Polo policy from 1 May.",
    ],
    parent: [
      "Email from Collingwood: they've declined adding Chloe to the Polo policy, want her trainee licence first.",
    ],
    conflicts: [["approved adding Chloe", "declined adding Chloe"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h75 Goodmayes testing on Easter Monday, yes vs no",
    branch: [
      "Is Goodmayes testing on Easter Monday?",
      "Yes, Goodmayes is running tests on Easter Monday, 2 slots left.",
    ],
    parent: ["DVSA notice: Goodmayes is not testing on Easter Monday, candidates being emailed new dates."],
    conflicts: [["Goodmayes is running tests", "Goodmayes is not testing"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h75 mock result, passed vs failed",
    branch: ["How did ZA's mock go?", "ZA mock passed, 6 minors. Booking Hendon for him."],
    parent: ["Zain's mock this morning - failed it, kept drifting lanes on the North Circular."],
    conflicts: [["ZA mock passed", "failed it"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h75 motorway lesson, pupil will and brother won't (no conflict)",
    branch: [
      "Is Mia doing the motorway lesson before her test?",
      "MC will do the M25 lesson on Sat, 2 hrs, 1000-1200.",
    ],
    parent: [
      "Mia's M25 lesson Saturday ten till twelve is on; her brother Callum won't do the motorway lesson, mum said no.",
    ],
    conflicts: [],
    paraphrases: [["1000-1200", "ten till twelve"]],
    shapes: ["negation", "shared-words", "paraphrase"],
  },
  // ---- multi ----
  {
    name: "h75 test booking note, Borehamwood vs Hendon",
    branch: [
      "Booking note for Ellie's test?",
      "EW: DT Thu 10/04 0927 at Borehamwood, 1hr warm-up from 0800, car: Polo.",
    ],
    parent: ["Ellie W - test Thursday 10 April, 09:27 at Hendon, warm-up at 8, in the Polo."],
    conflicts: [["0927 at Borehamwood", "09:27 at Hendon"]],
    paraphrases: [
      ["Thu 10/04", "Thursday 10 April"],
      ["from 0800", "warm-up at 8"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h75 block booking payment record (no conflict)",
    branch: [
      "Can you confirm Noah's block booking?",
      "NB: 20 hrs manual block, £720, paid in full by bank transfer 03/03, lessons Mon/Thu 1700-1900.",
    ],
    parent: [
      "Noah B paid the £720 for his twenty-hour block on 3 March by transfer, Monday and Thursday evenings 5-7.",
    ],
    conflicts: [],
    paraphrases: [
      ["20 hrs", "twenty-hour"],
      ["03/03", "3 March"],
      ["1700-1900", "evenings 5-7"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h75 dual-control safety check, passed vs failed",
    branch: [
      "Dual ctrl service on the Fiesta - all sorted?",
      "Fiesta dual ctrls serviced, pedal cable replaced, passed the safety check.",
    ],
    parent: ["Garage rang: Fiesta duals serviced, new pedal cable in, but it failed the safety check."],
    conflicts: [["passed the safety check", "failed the safety check"]],
    paraphrases: [],
    shapes: ["multi", "negation"],
  },
  {
    name: "h75 pupil progress summary (no conflict)",
    branch: [
      "Where's Olu at with his driving?",
      "OA - 28 hrs in, theory passed Jan, mock Sat 9am, bay parking still weak.",
    ],
    parent: [
      "Olu A progress: twenty-eight hours so far, theory done in January, mock Saturday 0900, reversing into a bay still a weak spot.",
    ],
    conflicts: [],
    paraphrases: [
      ["28 hrs", "twenty-eight hours"],
      ["theory passed Jan", "theory done in January"],
      ["Sat 9am", "Saturday 0900"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h75 next week's rota, Gary vs Dev on Saturday",
    branch: ["Rota for next week?", "Next wk: Dev Mon-Wed, Sarah Thu-Fri, Gary Sat, office shut Sun."],
    parent: [
      "Next week's rota: Dev Monday to Wednesday, Sarah Thursday and Friday, Dev again Saturday, office closed Sunday.",
    ],
    conflicts: [["Gary Sat", "Dev again Saturday"]],
    paraphrases: [
      ["Dev Mon-Wed", "Dev Monday to Wednesday"],
      ["office shut Sun", "office closed Sunday"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h75 Yaris service record (no conflict)",
    branch: [
      "Yaris service done?",
      "Yaris: 40k service done 12/03, £289.99 at Toyota Watford, next due 50k or Mar 2026.",
    ],
    parent: [
      "Toyota Watford did the Yaris's 40,000-mile service on 12 March, £289.99, next one at 50,000 miles or March 2026.",
    ],
    conflicts: [],
    paraphrases: [
      ["40k service", "40,000-mile service"],
      ["12/03", "12 March"],
      ["50k", "50,000 miles"],
      ["Mar 2026", "March 2026"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  // ---- correction ----
  {
    name: "h75 Kings Heath test time corrected, 1102 vs 11:20",
    branch: ["What time is Kofi's test at Kings Heath?", "KM DT Kings Heath Fri 1102, picking him up 0945."],
    parent: ["Correction to the diary: Kofi's Kings Heath test on Friday is 11:20, not 11:02."],
    conflicts: [["Fri 1102", "is 11:20"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h75 5-day intensive price corrected, 1,150 vs 1,250 GBP",
    branch: ["What's the 5-day intensive costing now?", "5-day intensive (30 hrs) is £1,150 inc test fee."],
    parent: ["Sorry, I had that wrong earlier - the 5-day intensive is £1,250 including the test fee, 30 hours."],
    conflicts: [["is £1,150", "is £1,250"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h75 test centre corrected in parent to match (no conflict)",
    branch: ["Where's Lucy's test?", "LF DT at Chingford, Wed 16 Apr 1340."],
    parent: ["Update - Lucy's test is at Chingford, not Barking like I put earlier. Still Wednesday 16th, 13:40."],
    conflicts: [],
    paraphrases: [
      ["Wed 16 Apr", "Wednesday 16th"],
      ["1340", "13:40"],
    ],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "h75 Pass Plus price self-corrected in branch (no conflict)",
    branch: ["Pass Plus price?", "Pass Plus is £180... sorry, £195 since January, 6 hrs."],
    parent: ["Pass Plus: six hours, £195, certificate from DVSA after."],
    conflicts: [],
    paraphrases: [["6 hrs", "six hours"]],
    shapes: ["correction", "paraphrase"],
  },
  // ---- list ----
  {
    name: "h75 March test centres, Isleworth vs Greenford",
    branch: ["Which centres are the March pupils going to?", "March DTs: Pinner, Mill Hill, Hendon, Isleworth."],
    parent: ["Confirmed centres for March tests are Pinner, Mill Hill, Hendon and Greenford."],
    conflicts: [["Hendon, Isleworth", "Hendon and Greenford"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "h75 manoeuvres covered, reordered (no conflict)",
    branch: [
      "What did we cover in AK's lesson?",
      "AK 1400-1600: parallel park, forward bay park, pull up on right, emergency stop.",
    ],
    parent: [
      "Aisha K lesson notes, 2-4pm: emergency stop, pull up on the right, forward bay park and parallel park all covered.",
    ],
    conflicts: [],
    paraphrases: [["1400-1600", "2-4pm"]],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "h75 Tuesday diary pupils, reordered (no conflict)",
    branch: ["Who's in Tuesday's diary?", "Tue: 0800-1000 JS, 1030-1230 RP, 1330-1530 TM, 1600-1700 NB."],
    parent: ["Tuesday pupils: Ravi P, Jay S, Noah B and Tom M."],
    conflicts: [],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "h75 documents for test day, reordered (no conflict)",
    branch: [
      "What does Fatima need to bring on the day?",
      "Photocard licence, theory pass letter and her glasses. DVSA email's on her phone.",
    ],
    parent: ["Told Fatima to bring her glasses, photocard licence and the theory pass letter."],
    conflicts: [],
    paraphrases: [],
    shapes: ["list"],
  },
  // ---- shared-words ----
  {
    name: "h75 two pupils' Pinner test times (no conflict)",
    branch: ["When's Georgia's DT?", "GP DT Pinner Mon 0857, pick up 0745."],
    parent: ["Harry's DT at Pinner is Monday 10:14, collecting him at 9."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h75 2024 vs 2025 block price (no conflict)",
    branch: ["What did the 10-hr block cost in 2024?", "2024 10-hr manual block was £320."],
    parent: ["2025 price for the 10-hour manual block: £345."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h75 Polo vs Fiesta interim service cost (no conflict)",
    branch: ["How much was the Polo's service?", "Polo interim service at VW Stanmore, £219, done 4/2."],
    parent: ["Fiesta interim service at Ford Edgware came to £199."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h75 instructor Friday hours vs office Friday hours (no conflict)",
    branch: ["What hours is Sarah on Friday?", "SR Fri 0900-1700 lessons, lunch 1300."],
    parent: ["Office is open Friday 0830-1600 for phone bookings."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h75 pupil's practical pass vs sister's theory pass (no conflict)",
    branch: ["Did Ben pass?", "BT passed at Horsforth today, 4 minors!"],
    parent: ["Ben's sister Lily passed her theory today, 47/50 on the questions and 68/75 on hazard perception."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  // ---- paraphrase ----
  {
    name: "h75 Saturday pickup, 16:30 vs half four (no conflict)",
    branch: ["When am I collecting Dan on Sat?", "DK Sat pick up 16:30 from Tesco Extra car park, 2hr lesson."],
    parent: ["Dan's lesson Saturday - pick up half four at the Tesco Extra car park, two hours."],
    conflicts: [],
    paraphrases: [
      ["16:30", "half four"],
      ["2hr lesson", "two hours"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h75 block refund amount, 148 GBP vs one hundred and forty-eight pounds (no conflict)",
    branch: ["How much do we refund Jess for the cancelled block?", "Refund JM £148 = 4 unused hrs at £37."],
    parent: ["Jess M refund: four hours unused, one hundred and forty-eight pounds back to her card."],
    conflicts: [],
    paraphrases: [
      ["£148", "one hundred and forty-eight pounds"],
      ["4 unused hrs", "four hours unused"],
    ],
    shapes: ["paraphrase"],
  },
];
