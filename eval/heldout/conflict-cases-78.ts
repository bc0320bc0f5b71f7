import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 78 (issue 36), written by an author who had read neither lib/ nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: event and wedding caterers (menus and tastings, guest counts, dietary requirements, venue
 * bookings and access times, staffing rotas, deposits and invoices, equipment and crockery hire).
 *
 * Topics (one per case, 40 in all):
 * - close: tasting time; wedding breakfast guest count; deposit amount; venue kitchen access time;
 *   chafing dish count; conference invoice total; vegan mains in an RSVP tally (also multi);
 *   waiting staff on a rota; per-head quote (also multi); kitchen handover date
 * - identifier: venue booking reference; client PO number; two invoices for one family (no conflict);
 *   crockery order ref written with different separators (no conflict)
 * - negation: gel fuel burners allowed; cheese course served; deposit refundable; a chef off one day
 *   and working the next (no conflict); no pork on a halal menu (no conflict); dogs in the marquee vs
 *   the garden (no conflict)
 * - multi: garden party headline details; crockery hire quantities; kitchen team for a bar mitzvah;
 *   wedding booking summary, all agreeing (no conflict); hire delivery list reordered (no conflict)
 * - correction: tasting party size corrected in the branch; marquee size corrected in the parent;
 *   deposit self-corrected inside one message (no conflict); vegetarian count self-corrected (no conflict)
 * - list: canapé selection; table allergens; dessert table reordered (no conflict)
 * - shared-words: a wedding and a christening for one family (no conflict); two venues with similar
 *   names (no conflict); two hire suppliers with similar names (no conflict); table 4 vs table 14
 *   dietaries (no conflict)
 * - paraphrase: tasting menu price in words (no conflict); balance written as "k" (no conflict);
 *   service time in words (no conflict); covers in words (no conflict)
 *
 * Counts by shape: close 10, identifier 4, negation 6, multi 7, correction 4, list 4, shared-words 7,
 * paraphrase 16.
 *
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_78: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close
  {
    name: "h78 tasting time at the Old Mill",
    branch: [
      "what time did we land on for the Whitfield tasting?",
      "The Whitfield tasting is Thu 12/06 at 11:40 in the Old Mill kitchen. Claire and Dan plus her mum, so three tasters. They want to try both the lamb and the hake mains before deciding.",
    ],
    parent: [
      "Email to client:\nHi Claire,\nJust confirming your menu tasting on Thursday 12 June at 11:45 at the Old Mill. We'll have the lamb and the hake ready for the three of you, plus a couple of dessert options.\nBest wishes,\nSophie\nSaffron & Salt Catering",
    ],
    conflicts: [["at 11:40", "at 11:45"]],
    paraphrases: [["Thu 12/06", "Thursday 12 June"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h78 wedding breakfast head count",
    branch: [
      "How many are we feeding at the Anand-Lewis reception on Sat?",
      "Final numbers from the couple came through last night: 142 guests for the wedding breakfast, plus 6 suppliers' meals (band, photographer, videographer, celebrant).",
    ],
    parent: [
      "KITCHEN PREP — Anand-Lewis, Sat\n- Wedding breakfast: 124 guests\n- Suppliers' meals: 6\n- Evening bacon rolls: 160\n- Cake: client supplying, we cut & plate",
    ],
    conflicts: [["142 guests", "124 guests"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h78 deposit amount received",
    branch: [
      "Has the Fairbanks deposit actually landed?",
      "Yep, the Fairbanks deposit of £1,850 cleared on 3 March so the date's secured. I've marked it in the bookings sheet.",
    ],
    parent: [
      "Accounts note — Fairbanks wedding: deposit received £1,800 (3rd March). Balance due 30 days before the event, reminder set.",
    ],
    conflicts: [["deposit of £1,850", "deposit received £1,800"]],
    paraphrases: [["3 March", "3rd March"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h78 kitchen access at Langley Hall",
    branch: [
      "When can we get into Langley Hall on the day? Need to plan the van run",
      "Spoke to their events coordinator, Fatima. We get access to the service corridor and kitchen from 07:30 on Saturday, and we have to be fully out by midnight.",
    ],
    parent: [
      "Confirmation from Langley Hall (fwd): Caterer access to kitchen from 7:45am Saturday; all equipment to be cleared by 12am. Parking for two vans in the rear courtyard.",
    ],
    conflicts: [["from 07:30", "from 7:45am"]],
    paraphrases: [["by midnight", "by 12am"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h78 chafing dishes on the hire order",
    branch: [
      "can you check how many chafers we've ordered from Kingsway Hire for the Dalton buffet",
      "Kingsway order is 14 chafing dishes with fuel, and they deliver on Friday.",
    ],
    parent: [
      "KINGSWAY HIRE — order sheet KH-558 (Dalton buffet)\nChafing dishes (full size) x 16\nGel fuel cans x 48\nServing tongs x 30\nDelivery: Friday PM",
    ],
    conflicts: [["14 chafing dishes", "Chafing dishes (full size) x 16"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h78 conference invoice total",
    branch: [
      "What's the total on the Brightwater Conferences invoice? Their finance guy is asking",
      "Invoice total is £4,312.50 inc VAT. That covers both lunch days and the four coffee breaks.",
    ],
    parent: [
      "Dear Mr Okonjo,\nPlease find attached our invoice for the Brightwater conference catering (2 days, lunches and coffee breaks). Total due: £4,321.50 including VAT, payable within 14 days.\nKind regards,\nMegan",
    ],
    conflicts: [["£4,312.50 inc VAT", "£4,321.50 including VAT"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h78 RSVP mains tally",
    branch: [
      "What did the Doyle-Mensah RSVPs come to for mains?",
      "Tallied the RSVP cards this morning: 62 chicken, 48 sea bass and 13 vegan wellington, plus 4 kids' meals.",
    ],
    parent: [
      "ORDER SHEET — Doyle/Mensah wedding, 28/06\nMains: 62 chicken supreme, 48 sea bass, 11 vegan wellington\nChildren: 4 x kids' meal (goujons + chips)\nBread: 130 rolls",
    ],
    conflicts: [["13 vegan wellington", "11 vegan wellington"]],
    paraphrases: [],
    shapes: ["close", "multi"],
  },
  {
    name: "h78 front of house numbers",
    branch: [
      "How many FOH are on the rota for the Greaves anniversary dinner?",
      "Rota has 8 waiting staff plus Hannah as FOH manager, all in from half past four for the briefing.",
    ],
    parent: [
      "Greaves dinner rota — FOH: Hannah (manager) + 7 waiting staff. Briefing 16:30 in the orangery. Black shirts, no aprons.",
    ],
    conflicts: [["8 waiting staff", "7 waiting staff"]],
    paraphrases: [["half past four", "16:30"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h78 christening per-head quote",
    branch: [
      "remind me what we quoted the Castletons?",
      "We quoted £38.50 per head for 70 guests, three courses with tea and coffee, served in the church hall.",
    ],
    parent: [
      "Dear Mrs Castleton,\nFurther to our call, our quote is £36.50 per head for 70 guests, three courses with tea and coffee, served in the church hall. Linen is included.\nKind regards,\nOllie",
    ],
    conflicts: [["£38.50 per head", "£36.50 per head"]],
    paraphrases: [],
    shapes: ["close", "multi"],
  },
  {
    name: "h78 kitchen handover date",
    branch: [
      "When do we get the kitchen at Fernleigh Barn for the Patel wedding?",
      "Fernleigh are handing the kitchen over to us on Fri 19/09 from 2pm. Priya wants the tandoor set up that evening.",
    ],
    parent: [
      "Fernleigh Barn — booking confirmation, Patel wedding\nKitchen handover: Thursday 18 September, 14:00\nWedding: Saturday 20 September\nKitchen to be left clean by 10am Sunday",
    ],
    conflicts: [["Fri 19/09", "Thursday 18 September"]],
    paraphrases: [["from 2pm", "14:00"]],
    shapes: ["close", "paraphrase"],
  },
  // ---------------------------------------------------------------- identifier
  {
    name: "h78 venue booking reference",
    branch: [
      "What's the booking ref for Riverside Pavilion? They want it on the phone",
      "Riverside Pavilion booking ref is RP-24-0417, for Sunday 10 August, hall and kitchen 9am-11pm.",
    ],
    parent: [
      "Fwd invoice from Riverside Pavilion: Booking ref RP-24-0471. Sunday 10 August, hall + kitchen hire 9am-11pm, £1,450.",
    ],
    conflicts: [["RP-24-0417", "RP-24-0471"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h78 client PO number",
    branch: [
      "which PO did Hollis & Grant give us for the staff summer party?",
      "Their PO number is 4500-7821 and it has to be quoted on the invoice or their accounts payable will bounce it.",
    ],
    parent: [
      "INVOICE DRAFT — Hollis & Grant summer party\nPO: 4500-7812\nBuffet for 85 @ £24.00 = £2,040.00\nPayment terms: 30 days",
    ],
    conflicts: [["4500-7821", "4500-7812"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h78 two invoices for the Mehta family",
    branch: [
      "What's outstanding on the Mehta engagement party?",
      "Invoice 2231 for the Mehta engagement party is £2,400 and still unpaid, due 30 April.",
    ],
    parent: ["Accounts: invoice 2213 for the Mehta family's Diwali lunch — £1,150, paid in full on 2 April."],
    conflicts: [],
    paraphrases: [],
    shapes: ["identifier", "shared-words"],
  },
  {
    name: "h78 crockery order ref separators",
    branch: [
      "What's our order ref with Pemberton Crockery?",
      "It's PC/0457/B. Quote it on any amendments, they're strict about that.",
    ],
    parent: [
      "Pemberton Crockery delivery note: Order ref PC-0457-B, 200 x side plates, 200 x cake forks, 20 x cake stands. Signed for by Kev.",
    ],
    conflicts: [],
    paraphrases: [["PC/0457/B", "PC-0457-B"]],
    shapes: ["identifier", "paraphrase"],
  },
  // ---------------------------------------------------------------- negation
  {
    name: "h78 gel burners at the hall",
    branch: [
      "Can we use gel burners under the chafers at St Aldhelm's Hall?",
      "Yes, the hall manager Bev said gel fuel burners are allowed as long as we keep a CO2 extinguisher next to the buffet.",
    ],
    parent: [
      "St Aldhelm's Hall terms (from the booking pack): gel fuel burners are not allowed anywhere in the building; caterers must use electric chafers only. Fire blankets are in the kitchen.",
    ],
    conflicts: [["gel fuel burners are allowed", "gel fuel burners are not allowed"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h78 cheese course served",
    branch: [
      "Is the Kowalski wedding having a cheese course or not?",
      "Yes, the cheese course will be served after dessert, for all 96, with Nadia's chutneys and oatcakes.",
    ],
    parent: [
      "KOWALSKI MENU — final, signed off by the couple\nStarter: beetroot & goats cheese tart\nMain: pork belly, apple, mash\nDessert: lemon posset\nThere won't be a cheese course.",
    ],
    conflicts: [["the cheese course will be served", "There won't be a cheese course"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h78 deposit refundability",
    branch: [
      "If the Brennans cancel do they get the deposit back?",
      "Under our T&Cs the £500 deposit is refundable up to 90 days before the event.",
    ],
    parent: [
      "Dear Mr and Mrs Brennan,\nThank you for your deposit of five hundred pounds, which secures your date. Please note the deposit is non-refundable once the date is confirmed.\nWarm regards,\nImogen",
    ],
    conflicts: [["the £500 deposit is refundable", "the deposit is non-refundable"]],
    paraphrases: [["£500 deposit", "five hundred pounds"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "h78 chef off Friday, on Saturday",
    branch: [
      "Is Marcus working the Friday rehearsal dinner?",
      "No, Marcus isn't on Friday, he's off for his sister's graduation. Leanne is covering grill.",
    ],
    parent: [
      "Saturday rota (wedding day): Marcus is working, on grill from 10:00 till close. Leanne on pastry, Tomasz on veg.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["negation", "shared-words"],
  },
  {
    name: "h78 halal menu without pork",
    branch: [
      "any restrictions on the Rahman nikah menu?",
      "Everything must be halal, and we won't be serving pork or alcohol in any dish, desserts included.",
    ],
    parent: [
      "Rahman nikah — kitchen prep notes\n- all meat halal-certified (Najib's butchers)\n- pork is off the menu\n- no alcohol in any sauce or dessert\n- 220 covers",
    ],
    conflicts: [],
    paraphrases: [["won't be serving pork", "pork is off the menu"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "h78 dogs in the marquee vs the garden",
    branch: [
      "Can the couple's dog come into the marquee at Ivy Lodge?",
      "Ivy Lodge says dogs are not allowed in the marquee while food is out, it's an environmental health thing.",
    ],
    parent: ["Ivy Lodge info pack: dogs are allowed in the walled garden for photos, on a lead, with a named handler."],
    conflicts: [],
    paraphrases: [],
    shapes: ["negation", "shared-words"],
  },
  // ---------------------------------------------------------------- multi
  {
    name: "h78 garden party headline details",
    branch: [
      "Give me the headline details for the Ashworth garden party",
      "Sat 7 June, 180 guests, three courses, drinks reception from 2pm and dinner service at 4pm.",
    ],
    parent: [
      "Ashworth garden party — Sat 7 June, 180 guests, three courses, drinks reception from 3pm, dinner service at 4pm. Client providing the Pimm's.",
    ],
    conflicts: [["drinks reception from 2pm", "drinks reception from 3pm"]],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "h78 crockery hire quantities",
    branch: [
      "What crockery have we got coming from Thornbury Event Hire for the Lane wedding?",
      "Booked 120 dinner plates, 120 side plates, 240 wine glasses and 120 dessert bowls, delivered to the venue on Friday.",
    ],
    parent: [
      "Thornbury Event Hire — confirmation, Lane wedding: 120 dinner plates, 120 side plates, 240 wine glasses, 130 dessert bowls. Delivery Friday, collection Monday a.m.",
    ],
    conflicts: [["120 dessert bowls", "130 dessert bowls"]],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "h78 bar mitzvah kitchen team",
    branch: [
      "Who's on for the Rowe bar mitzvah kitchen?",
      "Kitchen team is Jo leading, with four chefs and two porters, everyone in for 1pm.",
    ],
    parent: [
      "ROTA — Rowe bar mitzvah (Sun)\nKitchen: Jo (lead), 4 chefs, 3 porters\nCall time 13:00\nFOH: see separate sheet",
    ],
    conflicts: [["two porters", "3 porters"]],
    paraphrases: [
      ["four chefs", "4 chefs"],
      ["1pm", "13:00"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h78 wedding booking summary agrees",
    branch: [
      "Can you summarise the Beaumont wedding booking for me?",
      "Beaumont wedding: Sat 21/06/25, 110 guests, Elmstead Priory, hog roast for the evening.",
    ],
    parent: [
      "Dear Lucy,\nLovely to speak today. Just confirming everything: Saturday 21st June 2025, one hundred and ten guests at Elmstead Priory, with the hog roast in the evening.\nThanks,\nRuth",
    ],
    conflicts: [],
    paraphrases: [
      ["Sat 21/06/25", "Saturday 21st June 2025"],
      ["110 guests", "one hundred and ten guests"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h78 barbecue hire list reordered",
    branch: [
      "What's coming from Kingsway for the Abbott barbecue?",
      "We've got 2 gas grills, 6 trestle tables, 1 hot cupboard and 4 bins coming from Kingsway.",
    ],
    parent: [
      "Kingsway Hire delivery note — Abbott BBQ: 4 x bins, 1 x hot cupboard, 6 x trestle tables, 2 x gas grills. Gas bottles NOT included.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["list", "multi"],
  },
  // ---------------------------------------------------------------- correction
  {
    name: "h78 tasting party size corrected",
    branch: [
      "Ama Osei just rang about her tasting",
      "Noted. Correction to the Osei tasting: it's now for 6 people, not 4, because she's bringing both sets of parents. Still Wed 3pm.",
    ],
    parent: ["Tasting schedule this wk:\nWed 3pm — Osei, 4 people\nThu 11am — Barker, 2 people"],
    conflicts: [["now for 6 people", "Osei, 4 people"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h78 marquee size corrected by supplier",
    branch: [
      "Where does our catering tent go at the Hargreaves do?",
      "The Hargreaves marquee is 12m x 18m, so our catering tent goes behind it on the east side, near the water point.",
    ],
    parent: [
      "Update from Canvas & Co: correction to the Hargreaves marquee, it's 12m x 24m, not 12m x 18m as first quoted. Catering tent still on the east side.",
    ],
    conflicts: [["marquee is 12m x 18m", "it's 12m x 24m"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h78 deposit self-corrected",
    branch: [
      "What's the deposit for the Whitmore wedding?",
      "The Whitmore deposit is £600, sorry, correction: £650, I was looking at last year's rate card.",
    ],
    parent: ["Whitmore wedding — deposit: six hundred and fifty quid, paid by bank transfer on 12 Feb."],
    conflicts: [],
    paraphrases: [["£650", "six hundred and fifty quid"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "h78 vegetarian count self-corrected",
    branch: [
      "How many veggie meals for the Carrick awards dinner?",
      "I said 40 vegetarian earlier but I'd miscounted the late RSVPs, it's actually 42 vegetarian.",
    ],
    parent: [
      "ORDER SHEET — Carrick awards dinner\nforty-two vegetarian mains (wild mushroom risotto)\n188 beef\nDessert: sticky toffee pudding x 230",
    ],
    conflicts: [],
    paraphrases: [["42 vegetarian", "forty-two vegetarian"]],
    shapes: ["correction", "paraphrase"],
  },
  // ---------------------------------------------------------------- list
  {
    name: "h78 canape selection",
    branch: [
      "Which canapés did the Morgans pick in the end?",
      "They went for five: smoked salmon blinis, pea and mint crostini, duck spring rolls, mini Yorkshire puddings with beef, and halloumi fries.",
    ],
    parent: [
      "PREP LIST — Morgan canapés (x90 each)\n1. Smoked salmon blinis\n2. Pea & mint crostini\n3. Duck spring rolls\n4. Mini Yorkshires w/ beef\n5. Tempura prawns",
    ],
    conflicts: [["halloumi fries", "Tempura prawns"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "h78 table allergens",
    branch: [
      "What allergens do we need to flag for table 3 at the Lindqvist dinner?",
      "Table 3 allergies: peanuts, sesame and shellfish. All three are guests from the groom's side.",
    ],
    parent: ["Dietary sheet — Lindqvist dinner\nTable 3: peanuts, sesame, celery\nTable 7: 1 x coeliac"],
    conflicts: [["peanuts, sesame and shellfish", "peanuts, sesame, celery"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "h78 dessert table reordered",
    branch: [
      "What's on the Featherstone dessert table?",
      "Dessert table: Eton mess pots, salted caramel brownies, lemon tarts and mini pavlovas.",
    ],
    parent: [
      "PASTRY PREP — Featherstone\n- mini pavlovas x 60\n- lemon tarts x 60\n- Eton mess pots x 60\n- salted caramel brownies x 60",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["list"],
  },
  // ---------------------------------------------------------------- shared-words
  {
    name: "h78 Okafor wedding and christening",
    branch: [
      "How many for the Okafor wedding in June?",
      "The Okafor wedding on 14 June is 150 guests, sit-down, at Brackley Manor.",
    ],
    parent: ["New enquiry logged: the Okafor christening on 23 August, 60 guests, buffet, at St Mary's church hall."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h78 Holmwood Barn and Holmwood House",
    branch: [
      "What time can we get into Holmwood Barn for the Ellis party?",
      "Holmwood Barn gives us access from 10am on the Saturday; the owner, Rob, will meet us at the gate.",
    ],
    parent: ["Booking note — Holmwood House, Sanderson lunch: access from 8am on the Saturday, key from reception."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h78 plate hire and napkin hire",
    branch: [
      "How much is plate hire from Event Hire Co?",
      "Event Hire Co quoted 45p per dinner plate, minimum 100, and they're fine with them going back dirty.",
    ],
    parent: ["Event Linen Co quote: 85p per napkin, minimum 100, must be returned shaken out and bagged."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h78 table 4 and table 14 dietaries",
    branch: [
      "Any dietaries on table 4 for the Pryce wedding?",
      "Table 4 has two coeliacs and one dairy-free. Both coeliacs are the bride's aunts.",
    ],
    parent: ["Pryce seating plan notes: table 14 has two vegans and one nut allergy (the best man)."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  // ---------------------------------------------------------------- paraphrase
  {
    name: "h78 tasting menu price in words",
    branch: [
      "What are we charging for the Dunmore tasting menu?",
      "Dunmore tasting menu is fifty-five pounds a head, wine flight is extra.",
    ],
    parent: ["ORDER SHEET — Dunmore private dining\nTasting menu: £55pp\nWine flight: +£30pp\nCovers: 12"],
    conflicts: [],
    paraphrases: [["fifty-five pounds a head", "£55pp"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h78 balance written in k",
    branch: ["what's the balance on the Sato wedding", "Sato balance is £2,750, due by 1 September."],
    parent: ["Sato - balance of 2.75k outstanding, due 01/09. Reminder email scheduled for mid Aug."],
    conflicts: [],
    paraphrases: [
      ["£2,750", "2.75k"],
      ["1 September", "01/09"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h78 service time in words",
    branch: [
      "When does the Harlow dinner get served?",
      "Starters go out at quarter to six. Chef wants plates warming from five.",
    ],
    parent: [
      "Harlow dinner run sheet\n17:00 plates into hot cupboard\n17:45 starters served\n18:30 mains\n19:15 dessert",
    ],
    conflicts: [],
    paraphrases: [
      ["quarter to six", "17:45"],
      ["from five", "17:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h78 guild lunch covers in words",
    branch: [
      "How many covers for the Guild lunch at Merchant Hall?",
      "Two hundred and ten covers, two sittings, first one at 12:30.",
    ],
    parent: ["Guild lunch — 210 covers across 2 sittings; 1st sitting 12.30pm, 2nd sitting 2.15pm."],
    conflicts: [],
    paraphrases: [
      ["Two hundred and ten covers", "210 covers"],
      ["at 12:30", "12.30pm"],
    ],
    shapes: ["paraphrase"],
  },
];
