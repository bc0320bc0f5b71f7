import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 23 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: meals-on-wheels van repair, church Christmas bazaar, bowls away fixture, scout camp tents,
 *     library self-checkout software, allotment compost delivery, youth choir conductor, charity 10k start;
 *   close with few shared words: mosque community iftar (negation), hospice charity number (identifier),
 *     netball league finals venue, youth club trampoline trip;
 *   correction: soup run volunteers, cricket club AGM venue (both in the branch); synagogue choir rehearsal,
 *     Friends of the Library book sale (both in the parent);
 *   multi: under-14 rugby sevens, air ambulance quiz night, summer reading challenge, church roof appeal,
 *     guides camp weekend, winter darts league;
 *   paraphrase: mandir Diwali evening, junior hockey kit order, library overdue fines, food bank parcels,
 *     bell ringers' practice, tool library drills, basketball league warm-up, Eid sadaqah collection,
 *     youth theatre opening night, Easter choir sopranos, mobile library stop, table tennis results app;
 *   shared-words: hospital radio volunteer hours, library borrowing limit, charity shop jumpers,
 *     Quaker meeting house rooms, sponsored walk turnout, cycling club membership.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_23: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close
  {
    name: "h23 meals on wheels van clutch",
    branch: [
      "Did the garage ever get back to us about the meals on wheels van?",
      "Yes — they quoted £680 to replace the clutch, parts and labour included.",
      "Ok, I'll take it to the trustees.",
    ],
    parent: [
      "Morning all, the chiller is defrosted and cleaned.",
      "Quick note for the treasurer: the clutch job on our delivery van will come to £860 all in.",
      "Thanks, noted.",
    ],
    conflicts: [["quoted £680", "£860 all in"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h23 church christmas bazaar date",
    branch: [
      "Has anyone booked the hall for the Christmas bazaar yet?",
      "Booked it this morning, we're on Saturday 30 November.",
      "Brilliant, I'll tell the cake stall ladies.",
    ],
    parent: [
      "Reminder that the flower rota for Advent is pinned up in the vestry.",
      "St Anne's festive fair falls on 7 December this year, so please hold that date.",
      "Will do.",
    ],
    conflicts: [["Saturday 30 November", "7 December"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h23 bowls away fixture start",
    branch: [
      "Are we still on for the away fixture at Denholme?",
      "Yep, first end is bowled at 2:15pm, whites please.",
      "I'll drive — room for three.",
    ],
    parent: [
      "The greenkeeper says our rink will be dry by the weekend.",
      "For Saturday's away game against Denholme we start at 1:45pm, please don't be late.",
      "Who's bringing the scorecards?",
    ],
    conflicts: [["at 2:15pm", "start at 1:45pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h23 scout camp tent count",
    branch: [
      "How many tents are we taking to Hesley Wood?",
      "Seven tents, the big patrol ones, plus the kitchen shelter.",
    ],
    parent: [
      "Kit check is on Tuesday night, bring your own mess tins.",
      "The quartermaster is packing nine patrol tents into the trailer for Hesley Wood.",
      "Great, and the kitchen shelter?",
      "That's going too.",
    ],
    conflicts: [["Seven tents", "nine patrol tents"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h23 library kiosk software version",
    branch: [
      "The self-checkout kiosks were freezing again today.",
      "IT say the kiosks are running LibraTrack 5.3.1 now, which should sort it out.",
    ],
    parent: [
      "Reading group has moved to the upstairs room.",
      "Just to confirm, the checkout machines were upgraded to LibraTrack 5.1.3 on Monday.",
      "Thanks, I'll let the front desk know.",
    ],
    conflicts: [["LibraTrack 5.3.1", "LibraTrack 5.1.3"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h23 allotment compost delivery",
    branch: [
      "What did the council actually drop off for the allotment beds?",
      "A tipper load — 4 tonnes of mushroom compost, dumped by the gate.",
    ],
    parent: [
      "The water butts are full after last night's rain.",
      "Our delivery from the parks department weighed in at 6 tonnes, according to the docket.",
      "Plenty for the raised beds then.",
    ],
    conflicts: [["4 tonnes", "6 tonnes"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h23 youth choir conductor",
    branch: [
      "Who's conducting the youth choir at the spring concert?",
      "Helen Marsh is taking the baton for that one.",
    ],
    parent: [
      "Programmes are at the printers.",
      "The spring concert's youth choir will be directed by Helen Walsh, she's confirmed by email.",
      "Lovely.",
    ],
    conflicts: [["Helen Marsh", "Helen Walsh"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h23 lifeline 10k start line",
    branch: ["Where does the Lifeline 10k start from?", "Runners gather at Abbey Fields for the 9am start."],
    parent: [
      "Bib numbers have been posted out.",
      "The start line for the Lifeline 10k is on the Memorial Park bandstand lawn, 9am sharp.",
      "Marshals meet half an hour before that.",
    ],
    conflicts: [["Abbey Fields", "Memorial Park"]],
    paraphrases: [],
    shapes: ["close"],
  },
  // ---------------------------------------------------- close, few shared words
  {
    name: "h23 mosque iftar guests",
    branch: [
      "Will the community iftar on Friday be open to the neighbours?",
      "Yes, the imam said everyone from the street is welcome to join us.",
    ],
    parent: [
      "Dates and water are sorted for the week.",
      "Committee decision: this Friday's meal is for registered members only — no guests from outside.",
      "Understood, I'll update the poster.",
    ],
    conflicts: [["everyone from the street is welcome", "no guests from outside"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h23 hospice charity number",
    branch: ["What number goes on the Gift Aid forms?", "Use 1184327 — that's St Brigid's Hospice on the register."],
    parent: [
      "Collection tins are back from the supermarket.",
      "For the bank paperwork, our registered charity no. is 1184372.",
      "Ta.",
    ],
    conflicts: [["1184327", "1184372"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h23 netball finals venue",
    branch: ["Where are the netball finals this year?", "Riverside Leisure Centre, courts 1 and 2."],
    parent: [
      "Umpire rota's out.",
      "End-of-season deciders will be played at Hollins Park Sports Hall; I've paid the hire.",
      "Cheers.",
    ],
    conflicts: [["Riverside Leisure Centre", "Hollins Park Sports Hall"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h23 youth club trampoline fee",
    branch: [
      "What do the kids need for Saturday's trip?",
      "Each kid brings £18 for the trampoline park, plus a packed lunch.",
    ],
    parent: [
      "Minibus is booked.",
      "Jump session fee per young person is £15 — payable on the day.",
      "Grip socks included?",
      "Yes.",
    ],
    conflicts: [["£18", "£15"]],
    paraphrases: [],
    shapes: ["close"],
  },
  // ----------------------------------------------------------- correction
  {
    name: "h23 soup run volunteers",
    branch: [
      "How are we looking for Saturday's soup run?",
      "We've got 12 volunteers down.",
      "Sorry, I misread the rota — it's 14 volunteers, two students added themselves last night.",
    ],
    parent: [
      "Soup run on Saturday has 12 volunteers signed up, which is enough for two vans.",
      "Good, I'll order bread for 80.",
    ],
    conflicts: [["14 volunteers", "12 volunteers"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h23 cricket club agm venue",
    branch: [
      "AGM is in the pavilion as usual.",
      "Update: they moved it to the Crown Inn function room because the pavilion roof is being fixed.",
    ],
    parent: [
      "Nominations for captain close on Friday.",
      "The AGM will be held in the pavilion, tea and biscuits provided.",
      "Sounds good.",
    ],
    conflicts: [["the Crown Inn function room", "held in the pavilion"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h23 synagogue choir rehearsal",
    branch: ["Tuesday's choir rehearsal for Shavuot starts at 7pm, right?", "Yes, and I'll bring the sheet music."],
    parent: [
      "Rehearsal for the Shavuot anthems: Tuesday, 7pm in the small hall.",
      "Actually, the cantor has a meeting first, so make it 7.45pm.",
      "No problem.",
    ],
    conflicts: [["starts at 7pm", "7.45pm"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h23 friends of library book sale",
    branch: [
      "The Friends of the Library book sale is Saturday 14 June — can you do the till?",
      "Happy to, mornings only.",
    ],
    parent: [
      "Book sale is on 14 June in the children's room.",
      "Update: the council needs the room that weekend, so they moved it to 21 June.",
      "I'll redo the posters.",
    ],
    conflicts: [["Saturday 14 June", "21 June"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  // ---------------------------------------------------------------- multi
  {
    name: "h23 under-14 rugby sevens",
    branch: [
      "Right, details for the sevens: Sunday 11 May at Brackley Rec, 16 teams, £25 entry per team, and first games kick off at 10am.",
      "Do we need our own first aider?",
      "The host club provides one.",
    ],
    parent: [
      "Has the U14 sevens been confirmed?",
      "Yep — Sunday 11/05 at Brackley Rec, twelve teams entered, entry is twenty-five pounds a side and kick-off is 10am.",
      "Great, I'll sort the minibus.",
    ],
    conflicts: [["16 teams", "twelve teams"]],
    paraphrases: [
      ["Sunday 11 May", "Sunday 11/05"],
      ["£25 entry", "twenty-five pounds"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h23 air ambulance quiz night",
    branch: [
      "Poster draft for the quiz: Friday 7 March, St Luke's hall, tables of six, £5 a head, starts 7.30pm, all proceeds to the air ambulance.",
      "Looks good to me.",
    ],
    parent: [
      "Confirmed with the vicar — the air ambulance quiz is on Friday 7 March in St Luke's hall (teams of up to eight, £5 per person), questions from 19:30.",
      "Who's doing the raffle?",
      "Me.",
    ],
    conflicts: [["tables of six", "teams of up to eight"]],
    paraphrases: [
      ["7.30pm", "19:30"],
      ["£5 a head", "£5 per person"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h23 summer reading challenge",
    branch: [
      "Summer Reading Challenge sign-ups open Saturday 12 July; kids need to read six books by 30 August, and the medal ceremony is on 6 September.",
      "Do we have enough medals?",
      "We ordered 300.",
    ],
    parent: [
      "For the newsletter: the reading challenge starts 12th July, the target is six books, the deadline is 30 August, and medals get handed out on 13 September.",
      "I'll send it to the printers.",
    ],
    conflicts: [["6 September", "13 September"]],
    paraphrases: [["Saturday 12 July", "12th July"]],
    shapes: ["multi"],
  },
  {
    name: "h23 church roof appeal",
    branch: [
      "Update for the PCC: the roof appeal has raised £31,200 of the £45,000 target, from 212 donors, and the scaffolding goes up in April.",
      "That's fantastic news.",
    ],
    parent: [
      "Roof fund stands at £31.2k against a target of £54,000; 212 households have given so far.",
      "And the builders?",
      "Scaffolding in April.",
    ],
    conflicts: [["£45,000 target", "target of £54,000"]],
    paraphrases: [["£31,200", "£31.2k"]],
    shapes: ["multi"],
  },
  {
    name: "h23 guides camp weekend",
    branch: [
      "Guides camp letter: Friday 20 to Sunday 22 June at Foxlease, £65 per girl covering food and activities, 24 places.",
      "Deposit due when?",
      "End of May.",
    ],
    parent: [
      "Quick summary of camp for the parents' WhatsApp — 20–22 June at Foxlease, cost is £65 each, and we've got 28 places available.",
      "Deposits by end of May please.",
    ],
    conflicts: [["24 places", "28 places"]],
    paraphrases: [
      ["Friday 20 to Sunday 22 June", "20–22 June"],
      ["£65 per girl", "£65 each"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h23 winter darts league",
    branch: [
      "The winter darts league season starts Tuesday 16 September with 10 teams, £40 registration per team, and matches begin at 8pm.",
      "Is the Red Lion still in?",
      "Yes.",
    ],
    parent: [
      "Secretary's note: season opener on Tuesday 16 September; ten teams; registration is £40 per team; darts at 8.30pm.",
      "Boards are being replaced at the Fox.",
    ],
    conflicts: [["begin at 8pm", "darts at 8.30pm"]],
    paraphrases: [["10 teams", "ten teams"]],
    shapes: ["multi"],
  },
  // ----------------------------------------------------------- paraphrase
  {
    name: "h23 mandir diwali evening",
    branch: [
      "When's the Diwali celebration at the mandir?",
      "12 November, lamps lit at 6pm, then fireworks on the car park.",
    ],
    parent: [
      "Volunteers needed for the Diwali evening on 12/11 — diya lighting at 18:00.",
      "I can help with the sweets table.",
    ],
    conflicts: [],
    paraphrases: [
      ["12 November", "12/11"],
      ["6pm", "18:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h23 junior hockey kit order",
    branch: ["How much is the junior hockey kit order going to be?", "About £1,500 for the shirts and socks."],
    parent: [
      "Supplier confirmed the juniors' kit comes to 1.5k all in.",
      "Can the sponsor cover it?",
      "They've said yes.",
    ],
    conflicts: [],
    paraphrases: [["£1,500", "1.5k"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h23 library overdue fines",
    branch: ["Is the overdue charge still the same for adult books?", "Twenty pence a day, capped at £6."],
    parent: [
      "Reminder for the front desk: adult fines are 20p per day, maximum £6.00.",
      "Children's books are still fine-free.",
    ],
    conflicts: [],
    paraphrases: [
      ["Twenty pence a day", "20p per day"],
      ["capped at £6", "maximum £6.00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h23 food bank family parcel",
    branch: [
      "What goes in the standard family parcel this month?",
      "Two kilograms of rice, tinned tomatoes, pasta and a box of cereal.",
    ],
    parent: [
      "Packing sheet updated: 2 kg rice, tomatoes, pasta, cereal per family parcel.",
      "We're short on cereal though.",
    ],
    conflicts: [],
    paraphrases: [["Two kilograms of rice", "2 kg rice"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h23 bell ringers practice",
    branch: ["Tower practice is at quarter past seven on Thursday.", "I'll bring the new ringer along."],
    parent: [
      "Thursday practice in the tower, 7:15pm — we're ringing Grandsire.",
      "Can someone look at the tenor's clapper?",
    ],
    conflicts: [],
    paraphrases: [["quarter past seven", "7:15pm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h23 tool library drills",
    branch: ["How many cordless drills does the tool library have now?", "Fourteen, after the Men's Shed donation."],
    parent: ["Inventory done: 14 cordless drills, 6 ladders, and a pressure washer.", "Who's doing Saturday opening?"],
    conflicts: [],
    paraphrases: [["Fourteen", "14 cordless drills"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h23 basketball league warm-up",
    branch: ["How long is the warm-up slot before league games at the sports centre?", "Half an hour, then tip-off."],
    parent: ["Refs have asked that teams use the full 30 minutes of warm-up time and don't run over.", "Fine by us."],
    conflicts: [],
    paraphrases: [["Half an hour", "30 minutes"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h23 eid sadaqah collection",
    branch: [
      "How much came in from the Eid sadaqah collection?",
      "£2.5k in total, which is going to the flood appeal.",
    ],
    parent: [
      "Treasurer here — Eid collection counted and banked: £2,500, all for the flood relief fund.",
      "JazakAllah khair to everyone who helped count.",
    ],
    conflicts: [],
    paraphrases: [["£2.5k", "£2,500"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h23 youth theatre opening night",
    branch: ["When is the youth theatre doing Oliver!?", "Opening night is the 2nd of May."],
    parent: [
      "Tickets for Oliver! go on sale Monday; opening performance May 2.",
      "Can we get the church hall for the dress rehearsal?",
    ],
    conflicts: [],
    paraphrases: [["2nd of May", "May 2"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h23 easter choir sopranos",
    branch: ["How many sopranos have we got for Easter?", "A dozen, if Margaret's back from holiday."],
    parent: ["Easter choir: 12 sopranos, 5 altos, 4 tenors, 3 basses.", "We really need another bass."],
    conflicts: [],
    paraphrases: [["A dozen", "12 sopranos"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h23 mobile library thornby stop",
    branch: ["When does the mobile library stop at Thornby?", "Every other Wednesday, outside the post office."],
    parent: [
      "Thornby stop: fortnightly on Wednesdays, by the post office, 2–3pm.",
      "Is that changing in the summer?",
      "No.",
    ],
    conflicts: [],
    paraphrases: [["Every other Wednesday", "fortnightly on Wednesdays"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h23 table tennis results app",
    branch: ["Which version of the results app should captains install?", "v4.2 — the older one won't sync scores."],
    parent: [
      "Captains, please update to version 4.2 of the league results app before Monday.",
      "Does it work on iPads?",
      "Yes.",
    ],
    conflicts: [],
    paraphrases: [["v4.2", "version 4.2"]],
    shapes: ["paraphrase"],
  },
  // --------------------------------------------------------- shared-words
  {
    name: "h23 hospital radio volunteer hours",
    branch: ["Hospital radio volunteer hours for March: Maria logged 36 hours on the request show.", "She's amazing."],
    parent: ["Logging March hours too: Tom logged 28 hours on the request show, mostly evenings.", "Thanks Tom."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h23 library borrowing limit",
    branch: [
      "Each adult member can borrow up to 12 items at once on a standard card.",
      "Does that include DVDs?",
      "Yes.",
    ],
    parent: [
      "I checked my account — I currently have 5 items out on my standard card.",
      "Remember to renew before the holidays.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h23 charity shop jumpers",
    branch: ["The knitted jumpers in the charity shop window are £4 each.", "Bargain!"],
    parent: [
      "Someone just bought nine of the knitted jumpers from the window — £36 for the lot.",
      "That clears the display.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h23 quaker meeting house rooms",
    branch: ["The large meeting room at the Friends Meeting House seats 40 people.", "Good, that works for the talk."],
    parent: [
      "The small meeting room at the Friends Meeting House seats 15 people, so it's fine for the committee.",
      "Agreed.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h23 sponsored walk turnout",
    branch: ["Our target for the Macmillan sponsored walk was 200 walkers.", "Ambitious!"],
    parent: [
      "Final count: 164 walkers actually turned up for the Macmillan sponsored walk, and we raised more than last year.",
      "Brilliant.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h23 cycling club membership",
    branch: ["For the grant form: in 2023 the cycling club had 85 paid-up members.", "Not bad for a small town."],
    parent: ["And in 2024 the cycling club had 97 paid-up members, thanks to the women's rides.", "Great growth."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
