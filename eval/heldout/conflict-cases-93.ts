import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 93 (issue 36), written by an author who had read neither lib/ nor
 * the other sets' cases, before anyone ran the conflict check on them.
 *
 * Field: caravan parks, campsites and holiday parks (pitch and lodge bookings, deposits and balances,
 * electric hook-up, seasonal pitches and ground rent, arrival and departure times, gate codes, pitch
 * numbers, awning and pet rules, wardens' rota, site licence inspections, facilities opening, shop and
 * laundry, caravan storage and servicing).
 *
 * Styles: about half the messages are written the way park staff write: booking tickets, desk notes,
 * rota lines, park shorthand (EHU, arr/dep, tot, dep, bal, pd, wks, P41, w/c, DD, A-frame), emails with
 * greetings and sign-offs, warden chat, terse one-liners; the rest are plain sentences.
 *
 * Topics by shape:
 * - multi: touring pitch booking; lodge deposit; seasonal pitch instalments; laundry prices; stored
 *   caravan's bay; licence inspection time; shop gas prices; owners' site fees; lodge changeover times;
 *   rally arrival agreeing; pitch departure agreeing.
 * - paraphrase: booking date, nights and hook-up; lodge total and balance due; season months and rent;
 *   rota Saturday; laundry hours and dryer price; awning and car allowance; service date; inspection
 *   date; opening weekend date; propane price; site fees due date; lodge arrival window; hook-up charge;
 *   rally date, window and units; group deposit and lodge count; pool closed Mondays; shop stock
 *   reordered; departure date and time; unit spacing.
 * - close: pitch 23/32; deposit £250/£200; 3/4 instalments; touring check-in 1pm/2pm; hook-up 16A/10A;
 *   washer £4.50/£5; bay B17/B71; service £195/£215; inspection 10:30/2.30pm; butane and patio gas;
 *   unit length 7.5m/8.5m; booking ref; site fees £4,850/£4,580; quiet time; changeover departure;
 *   licence ref; gate code; pitch vacating time; balance date; pitch reallocation.
 * - negation: dogs in the Willow lodges; shop on bank holiday Monday; late arrivals; disposable BBQs;
 *   pool closed Mondays said twice.
 * - correction: gate code; touring pitch vacating time; balance due date; pitch reallocated.
 * - shared-words: two guests called Patel; two pitches' arrival times; two fields' gate codes; two
 *   stored caravans' services; seasonal fee and touring nightly rate; dogs on and off the lead.
 * - identifier: pitch number; gate code; site licence reference; storage bay; booking reference; two
 *   fields' codes; two storage bays.
 * - list: weekend wardens; pitch allowance; opening weekend facilities; shop stock reordered.
 */
export const HELDOUT_CONFLICT_CASES_93: HeldOutConflictCase[] = [
  {
    name: "touring pitch booking: dates, nights and hook-up agree, pitch number transposed",
    branch: ["Booking ref HP-20417 – Mr & Mrs Carter, pitch 23 (hardstanding, EHU), arr Fri 11/7, 3 nights"],
    parent: [
      "Confirmed the Carters on pitch 32 for three nights from Friday 11 July, hardstanding with electric hook-up.",
    ],
    conflicts: [["pitch 23", "pitch 32"]],
    paraphrases: [
      ["Fri 11/7", "Friday 11 July"],
      ["3 nights", "three nights"],
      ["EHU", "electric hook-up"],
    ],
    shapes: ["multi", "identifier", "close", "paraphrase"],
  },
  {
    name: "lodge booking email: total and balance terms agree, deposit differs",
    branch: [
      "Hi Joanne,",
      "Thanks for booking Larch Lodge for 18–25 August. The total is £1,260; we've taken a £250 deposit and the balance is due 6 weeks before arrival.",
      "Best wishes, Fern Valley Holiday Park",
    ],
    parent: ["Larch Lodge 18–25 Aug – J. Hughes – tot £1.26k, dep £200 pd, bal due 6 wks prior"],
    conflicts: [["£250 deposit", "dep £200 pd"]],
    paraphrases: [
      ["The total is £1,260", "tot £1.26k"],
      ["6 weeks before arrival", "6 wks prior"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "dogs in the Willow lodges, yes or no",
    branch: ["Dogs are welcome in the Willow lodges, max two per lodge, £5 a night each."],
    parent: ["No dogs in the Willow lodges from this season – owners' decision after the carpet damage."],
    conflicts: [["Dogs are welcome in the Willow lodges", "No dogs in the Willow lodges"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "gate code corrected, two digits swapped",
    branch: ["Gate code for this week is 4729#, pls tell all late arrivals."],
    parent: ["CORRECTION – the gate code is 4792#, not what was on the office whiteboard this morning. Dave (warden)"],
    conflicts: [["4729#", "4792#"]],
    paraphrases: [],
    shapes: ["correction", "identifier", "close"],
  },
  {
    name: "touring check-in an hour apart",
    branch: ["Check-in for touring pitches is from 1pm, so please don't arrive before then."],
    parent: ["touring arr from 2pm, barrier won't read your plate before then"],
    conflicts: [["from 1pm", "from 2pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "seasonal pitch: months and rent agree, number of instalments differs",
    branch: ["Seasonal pitch S14 for Mr Dawson runs March to October, £2,340 for the season, paid in 3 instalments."],
    parent: ["Dawson S14 seasonal Mar–Oct, £2.34k, 4 instalments by DD"],
    conflicts: [["3 instalments", "4 instalments"]],
    paraphrases: [
      ["March to October", "Mar–Oct"],
      ["£2,340", "£2.34k"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "site licence reference, last digits swapped",
    branch: ["Our site licence number is CL/2019/0457 and it has to go on the booking confirmations."],
    parent: [
      "Council confirmed the caravan site licence ref is CL/2019/0475 — please update the footer on confirmations.",
    ],
    conflicts: [["CL/2019/0457", "CL/2019/0475"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "weekend wardens, one name different on Sunday",
    branch: ["Weekend warden rota: Sat – Gary & Helen, Sun – Helen & Mohammed."],
    parent: ["Wardens on this weekend: Saturday Gary and Helen, Sunday Helen and Tomasz."],
    conflicts: [["Helen & Mohammed", "Helen and Tomasz"]],
    paraphrases: [["Sat – Gary & Helen", "Saturday Gary and Helen"]],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "shop on bank holiday Monday, open or shut",
    branch: ["The site shop will be open on bank holiday Monday, 8am till 12."],
    parent: ["Shop is shut bank hol Monday, Karen's off and nobody to cover it."],
    conflicts: [["site shop will be open on bank holiday Monday", "Shop is shut bank hol Monday"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "hook-up amperage on the Meadow field",
    branch: ["All the hardstanding pitches on the Meadow field have 16 amp hook-ups."],
    parent: ["Meadow field hardstandings are 10A EHU only – warn anyone running a kettle and a heater together."],
    conflicts: [["16 amp", "10A"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "laundry: hours and dryer price agree, washer price differs",
    branch: ["Laundry room open 8am–8pm daily; washers £4.50 a load, dryers £2 for 30 minutes."],
    parent: [
      "The launderette is open 08:00 to 20:00 every day. Washing machines are £5 per load and the dryers are £2 per half hour.",
    ],
    conflicts: [["washers £4.50 a load", "£5 per load"]],
    paraphrases: [
      ["8am–8pm daily", "08:00 to 20:00 every day"],
      ["£2 for 30 minutes", "£2 per half hour"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "touring pitch vacating time corrected",
    branch: ["Touring pitches must be vacated by 12 noon on the day you leave."],
    parent: ["Correction to the touring info sheet – pitches to be vacated by 11am, not noon. Thanks, Reception"],
    conflicts: [["by 12 noon", "vacated by 11am"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "pitch allowance, one item different",
    branch: ["Allowed on each touring pitch: your caravan or motorhome, one awning, one car and a windbreak."],
    parent: ["Pitch allowance reminder – 1 unit, 1 awning, 1 car, 1 small pup tent."],
    conflicts: [["a windbreak", "1 small pup tent"]],
    paraphrases: [
      ["one awning", "1 awning"],
      ["one car", "1 car"],
    ],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "stored caravan: service date agrees, storage bay transposed",
    branch: ["Storage: Ellison's Bailey Unicorn – bay B17, towed out for service 3 Apr."],
    parent: [
      "The Ellison caravan (Bailey Unicorn) is kept in bay B71 in the storage compound and goes to the workshop for its service on 3 April.",
    ],
    conflicts: [["bay B17", "bay B71"]],
    paraphrases: [["3 Apr", "3 April"]],
    shapes: ["multi", "identifier", "close", "paraphrase"],
  },
  {
    name: "single-axle service price",
    branch: ["An annual habitation check and service for a single-axle caravan is £195 at our workshop."],
    parent: ["Workshop price list 2025: single axle service + hab check £215, twin axle £245."],
    conflicts: [["£195", "£215"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "site licence inspection: date agrees, time differs",
    branch: [
      "The council's site licence inspection is on Tuesday 23 September at 10:30; they'll be looking at the fire points and spacing.",
    ],
    parent: ["Licence inspection – Tue 23/9, 2.30pm, Env Health (fire points, spacing between units)"],
    conflicts: [["10:30", "2.30pm"]],
    paraphrases: [["Tuesday 23 September", "Tue 23/9"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "late arrivals after 9pm allowed or refused",
    branch: ["Late arrivals after 9pm can park in the overflow car park and pitch up in the morning."],
    parent: ["We do not accept arrivals after 9pm – the barrier is locked and there is no overflow parking."],
    conflicts: [["Late arrivals after 9pm can park in the overflow car park", "do not accept arrivals after 9pm"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "balance due date corrected",
    branch: ["Reminder: the balance for the Thompson booking is due by 1 June."],
    parent: ["Update – Thompson balance date was wrong on the system, it's due 15 June (8 weeks before arrival)."],
    conflicts: [["1 June", "15 June"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "opening weekend facilities, one different",
    branch: ["From 14 March we'll have the toilet block, shop, laundry and play park open."],
    parent: ["Opening weekend 14/3: shop, toilet block, laundry, indoor pool."],
    conflicts: [["play park", "indoor pool"]],
    paraphrases: [["14 March", "14/3"]],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "shop gas prices: propane agrees, butane and patio gas differ",
    branch: ["Shop gas prices – Calor 6kg propane refill £32, 3.9kg butane £29, 5kg patio gas £30"],
    parent: ["Calor refills at the shop this season: 6kg propane £32.00, 3.9kg butane £27.50 and 5kg patio gas £31."],
    conflicts: [
      ["3.9kg butane £29", "3.9kg butane £27.50"],
      ["5kg patio gas £30", "5kg patio gas £31"],
    ],
    paraphrases: [["£32", "£32.00"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "riverside pitches' maximum unit length",
    branch: ["Maximum unit length on the riverside pitches is 7.5m including the A-frame."],
    parent: ["Riverside pitches take units up to 8.5m max, hitch included – bigger ones go on Top Field."],
    conflicts: [["7.5m", "8.5m"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "lodge booking reference transposed",
    branch: ["Mr Novak's booking reference is HP-31862."],
    parent: ["Novak – HP-31826 – pd in full, key pack ready"],
    conflicts: [["HP-31862", "HP-31826"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "disposable barbecues allowed or banned",
    branch: ["Disposable BBQs are fine on the pitches as long as they're raised up off the grass."],
    parent: ["Reminder to all wardens: disposable barbecues are banned everywhere on site, gas BBQs only."],
    conflicts: [["Disposable BBQs are fine on the pitches", "disposable barbecues are banned everywhere on site"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "owners' site fees email: due date agrees, fee digits swapped",
    branch: [
      "Dear holiday home owners,",
      "Site fees for 2026 will be £4,850 per holiday home, payable by 31 January. Invoices go out in December.",
      "Kind regards, Maple Bay Park Office",
    ],
    parent: ["2026 owners' site fees £4,580 per van — invoices out w/c 1 Dec, due 31/1"],
    conflicts: [["£4,850", "£4,580"]],
    paraphrases: [["31 January", "31/1"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "quiet time starts half an hour apart",
    branch: ["Quiet time on the park is 10.30pm to 7am."],
    parent: ["noise curfew 11pm–7am, wardens do a walk round at 11"],
    conflicts: [["10.30pm", "11pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "family moved to a different pitch",
    branch: ["Put the Robertsons on pitch 7 by the river, they asked for shade."],
    parent: ["Change of plan – Robertsons are going on pitch 12 instead, 7 floods after heavy rain."],
    conflicts: [["pitch 7", "pitch 12"]],
    paraphrases: [],
    shapes: ["correction", "identifier"],
  },
  {
    name: "lodge changeover: arrival window agrees, departure time differs",
    branch: ["Lodge changeover is on Fridays: guests out by 10am, new arrivals 4pm–8pm."],
    parent: ["Fri changeovers – departures by 10:30, arrivals 16:00–20:00, cleaners in 10:30–3"],
    conflicts: [["out by 10am", "departures by 10:30"]],
    paraphrases: [["4pm–8pm", "16:00–20:00"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "hook-up charge in figures and in words",
    branch: ["EHU is £5.50 per night on all touring pitches."],
    parent: ["Electric hook-up costs five pounds fifty a night, whichever touring pitch you're on."],
    conflicts: [],
    paraphrases: [
      ["£5.50 per night", "five pounds fifty a night"],
      ["EHU", "Electric hook-up"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "rally arrival: date, window and units written two ways",
    branch: ["The caravan club rally group are arriving on Fri 7 Mar between 2 and 4pm, 12 units in total."],
    parent: ["Rally – 7 March – twelve vans – arr. 14:00 to 16:00, Top Field"],
    conflicts: [],
    paraphrases: [
      ["Fri 7 Mar", "7 March"],
      ["between 2 and 4pm", "14:00 to 16:00"],
      ["12 units", "twelve vans"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "group booking deposit in pounds and in k",
    branch: ["The group booking for the three lodges needs a £1,200 deposit to hold it."],
    parent: ["3 lodges group bkg – dep 1.2k to secure"],
    conflicts: [],
    paraphrases: [
      ["the three lodges", "3 lodges"],
      ["£1,200 deposit", "dep 1.2k"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "pool closed on Mondays said twice",
    branch: ["The indoor pool won't be open on Mondays while the filter work is going on."],
    parent: ["Pool closed Mondays until the filter job's done – sign on the door."],
    conflicts: [],
    paraphrases: [["won't be open on Mondays", "closed Mondays"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "shop stock list reordered",
    branch: ["The shop sells milk, bread, newspapers and Calor gas."],
    parent: ["Shop stock: Calor gas, papers, bread, milk"],
    conflicts: [],
    paraphrases: [["milk, bread, newspapers and Calor gas", "Calor gas, papers, bread, milk"]],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "pitch departure date and time written two ways",
    branch: ["The family on pitch 41 are leaving on Sunday 3 August at midday."],
    parent: ["P41 dep 03/08 12:00 – check the EHU bollard after, tripped twice"],
    conflicts: [],
    paraphrases: [
      ["Sunday 3 August", "03/08"],
      ["midday", "12:00"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "unit spacing in words and in metres",
    branch: ["Caravans and motorhomes must be parked at least six metres apart."],
    parent: ["6m spacing between units min (fire regs / licence condition 4)"],
    conflicts: [],
    paraphrases: [["six metres apart", "6m spacing"]],
    shapes: ["paraphrase"],
  },
  {
    name: "two guests called Patel",
    branch: ["Mr Sanjay Patel is on pitch 18 from Thursday, tent with a small awning."],
    parent: ["Mrs Priya Patel (different booking, no relation) has Rowan Lodge 3 from Friday for a week."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two pitches' arrival times",
    branch: ["Pitch 9 are expecting to arrive around 3pm."],
    parent: ["pitch 19 arr late ~8pm, gate code texted"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two fields' gate codes",
    branch: ["The Hillside field gate code is 1835."],
    parent: ["Lakeside field barrier code this week: 2046"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words", "identifier"],
  },
  {
    name: "two stored caravans' services",
    branch: ["The Swift Challenger in storage bay A4 is being serviced on 12 March."],
    parent: ["Swift Sprite, bay A9 – service booked 26/3"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words", "identifier"],
  },
  {
    name: "seasonal pitch fee and touring nightly rate",
    branch: ["A seasonal pitch on the Orchard field is £2,340 for the year."],
    parent: ["Orchard field touring pitch with EHU is £32 a night in peak season."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "dogs on the lead on the main field, off it on the dog walk",
    branch: ["Dogs must be kept on a lead at all times on the main field."],
    parent: ["The fenced dog walk behind the bottom field is off-lead, poo bins at both gates."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
