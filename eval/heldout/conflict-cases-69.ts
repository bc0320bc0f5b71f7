/**
 * Held-out merge-conflict pairs, set 69 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: makerspaces and community workshops.
 *
 * Topics (one per case, 40 in all):
 *   close: laser slot start time in a booking export, PETG spool count against an order table,
 *     standard membership fee, wood lathe induction date on a sign-up header, printer firmware
 *     version, resin print server hostname, soldering workshop going ahead, CNC solo access for the
 *     Maker tier, extractor filter interval, door fob deposit, timber delivery day, open evening cap.
 *   multi: 3D printer induction details, acrylic order lines, membership tier prices, laser service
 *     log, open evening details, safety kit order.
 *   correction: lathe induction room, laser hourly rate, CNC sign-off trainer, Fix-it Night date.
 *   paraphrase: a dozen visors, overlocker induction time, laser service quote, PLA temperatures,
 *     clear-out day, laser induction length, welding taster group size, student discount, filament
 *     used on a big print, Saturday steward arrival, annual membership price, laser bed size.
 *   shared-words: last vs next PAT test, laser allowance vs time used, two rooms' inductions, two
 *     printers' nozzles, two induction prices, order date vs delivery date.
 *
 * Counts by shape (a case may carry more than one): close 10, identifier 2, negation 3, multi 6,
 * correction 4, paraphrase 12, shared-words 6, list 4.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
import type { HeldOutConflictCase } from "./conflict-cases";

export const HELDOUT_CONFLICT_CASES_69: HeldOutConflictCase[] = [
  // ─── close ────────────────────────────────────────────────────────────────────────────────────
  {
    name: "h69 laser slot start time in booking export",
    branch: [
      "Can someone check when Priya's laser booking is? She said she might need the Trotec for her shop sign job.",
      "Pasted from the booking export:\n\nbooking_id,date,machine,member,slot,status\nB-20913,2026-05-14,Trotec Speedy 100,Priya Nandakumar,18:30-21:00,confirmed\nB-20914,2026-05-14,Ultimaker S5,Callum Reid,17:00-22:00,confirmed",
      "Cheers. She's cutting 3mm birch ply so she should be fine in that window.",
    ],
    parent: [
      "Priya just told me she's booked on the Trotec from 7:30pm on Thursday, through to 9. Is the extractor sorted by then?",
      "Extractor's fine, new filter went in on Monday.",
    ],
    conflicts: [["Priya Nandakumar,18:30-21:00", "from 7:30pm on Thursday"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h69 PETG spool count in words vs order table",
    branch: [
      "We're nearly out of PETG again. I reckon the print farm went through a kilo a week while the robotics club was running.",
      "I'll put an order in with Filamentive today. Going for six spools of black PETG and two of the translucent blue, the 1 kg reels.",
      "Great, can you add a roll of the 1.75 mm TPU for Marek's phone cases?",
    ],
    parent: [
      "Order confirmation from Filamentive, pasting the line items for the record:\n\nItem | Colour | Size | Qty\nPETG 1.75mm | Black | 1kg | 8\nPETG 1.75mm | Translucent Blue | 1kg | 2\nTPU 95A 1.75mm | Natural | 500g | 1\n\nTotal £196.40 inc VAT, dispatch Tuesday.",
      "Nice one, I'll clear a shelf in the dry cabinet.",
    ],
    conflicts: [["six spools of black PETG", "Black | 1kg | 8"]],
    paraphrases: [["two of the translucent blue, the 1 kg reels", "Translucent Blue | 1kg | 2"]],
    shapes: ["close", "list"],
  },
  {
    name: "h69 standard membership monthly fee",
    branch: [
      "Subject: Re: Membership prices for the new website\n\n> Can you confirm what we're charging for Standard from June?\n\nHi Oluwaseun,\n\nStandard membership goes to £28 a month from 1 June, as agreed at the March committee meeting. Concessions stay at £15.\n\nBest,\nRhiannon Price\nTreasurer, Cardiff Community Makers\nrhiannon@cardiffmakers.org.uk",
      "Thanks Rhiannon, I'll get that onto the pricing page tonight.",
    ],
    parent: [
      "Just been on the phone with the bank about the new standing orders. Standard members will be paying £32 monthly from June, concessions unchanged at fifteen pounds.",
    ],
    conflicts: [["£28 a month", "£32 monthly"]],
    paraphrases: [["Concessions stay at £15", "concessions unchanged at fifteen pounds"]],
    shapes: ["close"],
  },
  {
    name: "h69 wood lathe induction date vs sign-up sheet header",
    branch: [
      "Who's doing the next wood lathe induction? I've got three people on the waiting list who keep asking.",
      "Subject: Re: lathe induction\n\n> Who's doing the next wood lathe induction?\n\nGareth is. Saturday the 6th of June, in the morning, max three people because we've only got the two big lathes plus the mini.\n\nSteph\nWood shop coordinator, Ouseburn Makers",
      "Perfect, that's exactly my three. I'll email them.",
    ],
    parent: [
      "Sign-up sheet for the workshop door:\n\nWOOD LATHE INDUCTION — SAT 13/06/2026 — 10:00-12:30 — TRAINER: GARETH\n1. ____\n2. ____\n3. ____",
      "Printed and stuck up next to the fire exit sign.",
    ],
    conflicts: [["Saturday the 6th of June", "SAT 13/06/2026"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h69 MK4 firmware version",
    branch: [
      "The MK4s in bay 2 keep throwing the heatbreak fan error. Anyone else seen that?",
      "Yes, it's a known thing on older firmware. I flashed all three MK4s to 6.1.3 last night and the error's gone on the two I've tested so far.",
      "Legend. I'll let the Tuesday print club know.",
    ],
    parent: [
      "My email to the Prusa support thread, for reference:\n\n> Which firmware are your printers running?\n\nAll three MK4 units are on 6.1.2. We haven't seen the error since on units 1 and 2.\n\nThanks,\nJoss Whitfield\nEquipment Lead, Southside Makerspace",
    ],
    conflicts: [["flashed all three MK4s to 6.1.3", "All three MK4 units are on 6.1.2"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h69 resin bay print server hostname",
    branch: [
      "Anyone know the address of the print server for the Elegoo resin printers? My laptop can't find it.",
      "It's octopi-resin2.local on the MakerNet wifi. Guest wifi won't see it.",
      "Got it, thanks!",
    ],
    parent: [
      "Updated the laminated card by the resin cabinet:\n\nRESIN BAY\nWi-Fi: MakerNet (not Guest)\nPrint server: octopi-resin3.local\nGloves: nitrile only, box under the sink\nWash station: IPA, change weekly",
    ],
    conflicts: [["octopi-resin2.local", "octopi-resin3.local"]],
    paraphrases: [["on the MakerNet wifi. Guest wifi won't see it", "Wi-Fi: MakerNet (not Guest)"]],
    shapes: ["close", "identifier"],
  },
  {
    name: "h69 soldering workshop host pulls out",
    branch: [
      "Subject: soldering workshop\n\nHi Holly,\n\nIs the beginners' soldering workshop still on for the 20th? A couple of people from the library asked me.\n\nThanks,\nJude\nLibrary liaison volunteer",
      "Yes, Tomasz confirmed he'll run it on the 20th, 7 till 9, twelve places.",
      "Brill, I'll point them at the Eventbrite page.",
    ],
    parent: [
      "Subject: Soldering workshop on the 20th\n\nHi both,\n\nBad news, Tomasz won't be running the soldering session on the 20th, his work is sending him to Rotterdam that week. The twelve kits are still in the blue cupboard if someone else wants to step in.\n\nCheers,\nHolly\n--\nHolly Brennan | Events, Northgate Makerspace",
      "Ugh. I'll ask Bex if she can cover it.",
    ],
    conflicts: [
      ["Tomasz confirmed he'll run it on the 20th", "Tomasz won't be running the soldering session on the 20th"],
    ],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h69 CNC solo access for Maker tier",
    branch: [
      "Quick one: can Maker-tier members use the CNC router without a supervisor once they've done the induction?",
      "Subject: Re: CNC access\n\n> can Maker-tier members use the CNC router without a supervisor?\n\nYes. After the induction and two supervised jobs, Maker tier can book the Shapeoko solo, any time the space is open.\n\nKeith Dunmore\nCNC steward\nkeith.d@forgeworks.org",
    ],
    parent: [
      "From the committee minutes, 11 May:\n- Fob reader on the metal room door fixed.\n- CNC router: Maker-tier members may not use it unsupervised, whatever inductions they've done. Only Pro tier gets solo access.\n- Next clean-up day Sunday 24 May.",
    ],
    conflicts: [["Maker tier can book the Shapeoko solo", "Maker-tier members may not use it unsupervised"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h69 extractor filter change interval",
    branch: [
      "How often are we meant to swap the cartridge filter on the big Record Power extractor? The log sheet's gone walkabout.",
      "Every 40 running hours according to the manual. The hour meter's on the side of the motor housing.",
      "OK, it's reading 37 now, so I'll get a spare ordered today.",
    ],
    parent: [
      "Maintenance schedule (shared drive copy):\n\nMachine; Task; Interval; Owner\nDust extractor (Record Power); replace cartridge filter; 50 run-hours; Wendy\nBandsaw; check blade tension; monthly; Wendy\nPillar drill; lubricate quill; quarterly; Sam",
    ],
    conflicts: [["Every 40 running hours", "replace cartridge filter; 50 run-hours"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h69 door fob deposit in words vs welcome pack",
    branch: [
      "Subject: Re: Joining\n\n> Do I need to pay anything for the door fob?\n\nHi Marcus,\n\nThere's a refundable deposit, fifteen quid, and you get it back when you hand the fob in. Pay it at the desk on your first visit.\n\nMo\nFront desk volunteer, Hulme Hackspace",
      "Thanks Mo, see you Saturday.",
    ],
    parent: [
      "Welcome pack text for new members, final version:\n\nYOUR FOB\nKey fob deposit: £20 (refundable on return)\nLost fobs: £5 replacement fee on top of the deposit\nOpening hours with fob: 7am–11pm daily",
    ],
    conflicts: [["fifteen quid", "Key fob deposit: £20"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h69 birch ply delivery day",
    branch: [
      "Did the birch ply order go through with the timber merchant?",
      "Subject: Re: ply order\n\n> Did the birch ply order go through?\n\nYep, 20 sheets of 6mm and 10 of 9mm, they're delivering Tuesday morning, between 8 and 10.\n\nNoor\nMaterials buyer, Holloway Workshop",
      "I'll make sure someone's in to open the roller door.",
    ],
    parent: [
      "Delivery confirmation (copied from their portal):\n\nOrder 55810-AL; Delivery date: Wed 2026-05-20; Window: 08:00-10:00; Items: 30; Site: Unit 7 Holloway Rd",
    ],
    conflicts: [["delivering Tuesday morning", "Wed 2026-05-20"]],
    paraphrases: [["between 8 and 10", "08:00-10:00"]],
    shapes: ["close"],
  },
  {
    name: "h69 open evening visitor cap",
    branch: [
      "For the open evening on Wednesday 3 June, how many visitors are we letting in? The fire cert says something about the ground floor.",
      "Subject: Re: open evening numbers\n\n> how many visitors are we letting in?\n\nWe agreed to cap it at twenty-five, because the fire certificate limits the ground floor to 35 people in total and there'll be about ten of us volunteering.\n\nAmara\nSecretary, Canalside Workshop",
    ],
    parent: [
      "Meetup event page is live. Wed 3 Jun, 6:30pm–9pm, max 30 sign-ups, free. Tea and biscuits provided.",
      "Shared it on the neighbourhood Facebook group too.",
    ],
    conflicts: [["cap it at twenty-five", "max 30 sign-ups"]],
    paraphrases: [["Wednesday 3 June", "Wed 3 Jun"]],
    shapes: ["close"],
  },

  // ─── multi ────────────────────────────────────────────────────────────────────────────────────
  {
    name: "h69 printer induction time length and price",
    branch: [
      "Hi! I joined last week and I'd like to get inducted on the 3D printers. When's the next one and what does it cost?",
      "Subject: Re: 3D printer induction\n\n> When's the next one and what does it cost?\n\nHi Lena,\n\nThe Ultimaker induction is on Saturday at 10am, it takes 90 minutes and costs £12, and bring a USB stick with an STL on it.\n\nBest,\nChris\nInductions, Makespace Lewes",
      "Amazing, thank you, I'll be there.",
    ],
    parent: [
      "Pinned in #inductions:\n\nULTIMAKER S5 INDUCTION\nWhen: Sat 10:00\nLength: 1.5 hrs\nPrice: £15 (members), £25 (non-members)\nBring: USB stick with your own STL",
    ],
    conflicts: [["costs £12", "Price: £15 (members)"]],
    paraphrases: [
      ["Saturday at 10am", "Sat 10:00"],
      ["90 minutes", "1.5 hrs"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h69 acrylic order lines",
    branch: [
      "Here's what I'm ordering from the plastics supplier for the earring workshop: 3mm clear x 10, 5mm black x 4, 3mm gold mirror x 2, all 600x400 sheets so they fit the laser bed.",
      "Looks right. The gold mirror cuts slower so leave extra time on the bookings.",
    ],
    parent: [
      "Subject: Order 7731 confirmed\n\nHi Dee,\n\nThanks for your order. Summary:\n- 3mm Clear Acrylic 600x400 — qty 10\n- 5mm Black Acrylic 600x400 — qty 6\n- 3mm Gold Mirror Acrylic 600x400 — qty 2\n\nDispatch within 2 working days.\n\nKind regards,\nMarta\nCut Plastic Sheeting Ltd",
    ],
    conflicts: [["5mm black x 4", "5mm Black Acrylic 600x400 — qty 6"]],
    paraphrases: [["3mm clear x 10", "3mm Clear Acrylic 600x400 — qty 10"]],
    shapes: ["multi", "list"],
  },
  {
    name: "h69 membership tier prices",
    branch: [
      "Can you remind me of the tier prices before I update the leaflet? Don't want to print the wrong ones again.",
      "Subject: Re: leaflet prices\n\n> Can you remind me of the tier prices?\n\nHobby is £20, Maker is £35 and 24/7 Access is £55 a month, all plus the one-off £10 joining fee.\n\nYusuf\nTreasurer",
    ],
    parent: [
      "Pricing table from the Stripe dashboard:\n\nplan_name,amount_gbp,interval\nHobby,20.00,month\nMaker,35.00,month\n24-7 Access,60.00,month\nJoining fee,10.00,one_off",
    ],
    conflicts: [["24/7 Access is £55 a month", "24-7 Access,60.00,month"]],
    paraphrases: [
      ["Hobby is £20", "Hobby,20.00,month"],
      ["Maker is £35", "Maker,35.00,month"],
    ],
    shapes: ["multi", "list"],
  },
  {
    name: "h69 laser service done by whom",
    branch: [
      "Has anyone done the monthly service on the big laser yet?",
      "Lens swapped, mirrors cleaned and the chiller water changed, all on Saturday 2 May, and it was Femi who did it, he signed the sheet.",
      "Good stuff, I'll tick it off on the board.",
    ],
    parent: [
      "Maintenance log export:\n\ndate;machine;work;done_by\n2026-05-02;Laser 1 (80W CO2);lens replaced, mirrors cleaned, chiller water changed;Ines Carvalho\n2026-04-04;Laser 1 (80W CO2);mirrors cleaned;Ines Carvalho",
    ],
    conflicts: [["it was Femi who did it", "chiller water changed;Ines Carvalho"]],
    paraphrases: [["Saturday 2 May", "2026-05-02"]],
    shapes: ["multi"],
  },
  {
    name: "h69 open evening booking rule",
    branch: [
      "Subject: open evenings\n\nHi Georgia, the community centre want a blurb about our open evenings for their newsletter. What are the details?\n\nThanks,\nPete",
      "Subject: Re: open evenings\n\n> What are the details?\n\nOpen evenings are the first Wednesday of every month, 6 till 9, free, and there's no need to book, people just turn up.\n\nGeorgia\nOutreach, Hastings Fab Lab",
    ],
    parent: [
      "Flyer copy for the community centre noticeboard:\n\nOPEN EVENING: first Wednesday of the month, 18:00–21:00. Free entry. Booking essential, places are limited, sign up on our website.",
    ],
    conflicts: [["there's no need to book", "Booking essential"]],
    paraphrases: [["6 till 9", "18:00–21:00"]],
    shapes: ["multi", "negation"],
  },
  {
    name: "h69 safety kit order quantities",
    branch: [
      "Subject: Re: PPE order\n\n> Could you confirm quantities before we pick?\n\nHi Leon,\n\nYes please: 10 pairs of safety glasses, 4 ear defenders (the SNR 30 ones), 2 first aid kits and a box of 100 nitrile gloves, size L.\n\nThanks,\nAbi Osei\nWorkshop Coordinator, Hackney Makers\n07700 900412",
      "Sent that off to Leon, should be with us by Thursday.",
    ],
    parent: [
      "Leon's order confirmation:\n\nOrder SK-20448\nSafety glasses clear | x10\nEar defenders SNR30 | x5\nFirst aid kit (BS 8599-1, small) | x2\nNitrile gloves L (box 100) | x1",
    ],
    conflicts: [["4 ear defenders", "Ear defenders SNR30 | x5"]],
    paraphrases: [
      ["10 pairs of safety glasses", "Safety glasses clear | x10"],
      ["a box of 100 nitrile gloves", "Nitrile gloves L (box 100) | x1"],
    ],
    shapes: ["multi", "list"],
  },

  // ─── correction ───────────────────────────────────────────────────────────────────────────────
  {
    name: "h69 lathe induction room corrected",
    branch: [
      "Is the metal lathe induction still happening this Sunday with the rewiring going on?",
      "Yes, it's on, 2pm. We're doing it in the wood shop on the little Myford they moved in there.",
      "OK, I'll let the two newbies know.",
    ],
    parent: [
      "Subject: CORRECTION: Sunday lathe induction\n\nHi all,\n\nCorrection to my message on Wednesday: Sunday's lathe induction is in the metal room after all. The electricians finished early and the Myford is back on its own bench. Still 14:00.\n\nRaf\nMetal room steward",
    ],
    conflicts: [["We're doing it in the wood shop", "Sunday's lathe induction is in the metal room after all"]],
    paraphrases: [["it's on, 2pm", "Still 14:00"]],
    shapes: ["correction"],
  },
  {
    name: "h69 laser rate corrected by email",
    branch: [
      "Subject: Laser cutter charges\n\nHi all,\n\nFrom next month the Epilog is charged at €6 per half hour, billed through the booking system at checkout. Materials are on top.\n\nCheers,\nNiamh Byrne\nMachine Steward, Limerick Makers Collective",
      "Does that apply to the small K40 as well or just the big Epilog?",
      "Just the Epilog. The K40 stays free for inducted members.",
    ],
    parent: [
      "Subject: Re: Laser cutter charges (correction)\n\nHi all,\n\nApologies, I got the figure wrong in my last email. Epilog time will be eight euro per half hour from next month. The K40 is still free for inducted members.\n\nCheers,\nNiamh Byrne\nMachine Steward, Limerick Makers Collective",
    ],
    conflicts: [["€6 per half hour", "eight euro per half hour"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h69 CNC sign-off trainer corrected",
    branch: [
      "Who signs off the CNC router inductions? I need to get my sheet signed.",
      "Subject: Re: CNC sign-off\n\n> Who signs off the CNC router inductions?\n\nThat's Dev, he does all the CNC sign-offs. He's in on Tuesday and Thursday evenings.\n\nMartin\nFront desk rota",
    ],
    parent: [
      "Subject: Re: Induction FAQ\n\n> Q: Who signs off CNC router inductions?\n\nThe answer on the FAQ page is wrong, please fix: it's Hana, not Dev, who signs off CNC inductions. Dev only does the laser ones. Hana is in on Tuesday and Thursday evenings.\n\nthanks,\nLaura (inductions coordinator)",
    ],
    conflicts: [["That's Dev, he does all the CNC sign-offs", "it's Hana, not Dev, who signs off CNC inductions"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h69 Fix-it Night date corrected",
    branch: [
      "When's the next Fix-it Night? My toaster's been dead for a month.",
      "From the events calendar export:\n\nevent,date,time,room,lead\nFix-it Night,2026-06-17,18:30-21:00,Main workshop,Ruth Adeyemi\nSewing Circle,2026-06-18,19:00-21:00,Textiles room,Kasia Nowak",
      "Lovely, I'll bring the toaster along.",
    ],
    parent: [
      "Correction for the newsletter: June's Fix-it Night is Wednesday the 24th, not the date in the calendar export, as Ruth's away the week before. Same time, half six till nine, main workshop.",
    ],
    conflicts: [["Fix-it Night,2026-06-17", "June's Fix-it Night is Wednesday the 24th"]],
    paraphrases: [["18:30-21:00,Main workshop", "half six till nine"]],
    shapes: ["correction"],
  },

  // ─── paraphrase ───────────────────────────────────────────────────────────────────────────────
  {
    name: "h69 a dozen grinder visors",
    branch: [
      "The face shields by the bench grinder are scratched to bits. Can we get new ones?",
      "Ordered a dozen replacement visors from Arco this morning, should land Friday.",
    ],
    parent: [
      "Arco invoice forwarded to the treasurer:\n\nINV-88123\nFace shield replacement visor, polycarbonate — 12 @ £3.85 — £46.20\nDelivery — £0.00",
      "Paid from the safety budget.",
    ],
    conflicts: [],
    paraphrases: [["a dozen replacement visors", "replacement visor, polycarbonate — 12"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h69 overlocker induction half past six",
    branch: [
      "What time does Kasia's overlocker induction start on Monday?",
      "Subject: Re: overlocker induction\n\n> What time does it start on Monday?\n\nHalf past six, in the textiles room. Bring some scrap jersey if you have any.\n\nKasia Nowak\nTextiles lead",
    ],
    parent: ["booking export:\n2026-05-18;Overlocker induction;Textiles room;18:30-20:00;Kasia Nowak;4/4 booked"],
    conflicts: [],
    paraphrases: [["Half past six, in the textiles room", "Textiles room;18:30"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h69 laser annual service quote in words",
    branch: [
      "Subject: Re: Laser annual service quote\n\n> Our quote for the annual service and tube check comes to £1,250 + VAT.\n\nThanks Graham, that's within budget. Could you do a weekday in the first half of June?\n\nSophie Lindqvist\nChair, Bristol Tool Collective",
      "Forwarding so everyone knows the service is coming up. The machine will be out for a day.",
    ],
    parent: [
      "Committee vote passed: we're paying twelve hundred and fifty pounds plus VAT for the laser service. Sophie's sorting out the date.",
    ],
    conflicts: [],
    paraphrases: [["£1,250 + VAT", "twelve hundred and fifty pounds plus VAT"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h69 house PLA temperatures",
    branch: [
      "My PLA keeps lifting at the corners on the Bambu. What settings is everyone using?",
      "For the house PLA: nozzle 210°C, bed 60°C, and wipe the plate with IPA first. Don't use the glue stick, that's for the PETG plate.",
    ],
    parent: [
      "Printed the laminated settings card and pinned it above the printers: house PLA is two-ten on the nozzle and sixty on the bed. Clean the plate with isopropyl before every print.",
      "Slicer profile export:\nprofile,material,nozzle_c,bed_c\nHouse PLA,PLA,210,60\nHouse PETG,PETG,240,80",
    ],
    conflicts: [],
    paraphrases: [
      ["nozzle 210°C", "two-ten on the nozzle"],
      ["bed 60°C", "sixty on the bed"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h69 workshop clear-out day",
    branch: [
      "Are we still doing the big workshop clear-out before the summer?",
      "Yeah, it's on the calendar:\n\nevent,date,start,end,lead\nWorkshop clear-out,2026-07-04,09:00,15:00,Imran\n\nThe skip's booked for the same day.",
    ],
    parent: [
      "Reminder everyone: the clear-out is Saturday 4th July, nine till three. Anything unlabelled on the member shelves goes in the skip. Imran's in charge.",
    ],
    conflicts: [],
    paraphrases: [
      ["2026-07-04", "Saturday 4th July"],
      ["09:00,15:00", "nine till three"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h69 laser induction length",
    branch: [
      "How long's the laser induction? Trying to fit it into my lunch break lol",
      "45 min, including the fire safety bit. You do a test cut on card at the end.",
    ],
    parent: [
      "New members FAQ draft: the laser induction takes about three quarters of an hour, covers fire safety and ends with a test cut on cardboard. It's £10 for members.",
      "inductions export:\ninduction,duration_min,price_gbp\nLaser cutter,45,10.00\nBandsaw,30,8.00",
    ],
    conflicts: [],
    paraphrases: [["45 min", "three quarters of an hour"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h69 welding taster group size range",
    branch: [
      "Subject: welding taster plan\n\nHi all,\n\nFor the MIG welding taster we're planning on 8-10 people per session, two sessions on the Sunday.\n\nFreya\nProgramme lead, Leeds Forge & Make",
      "Do we have enough welding jackets for that?",
      "We've got 6 jackets plus the 4 Dominic's lending us, so yes.",
    ],
    parent: [
      "Copy of my reply to Dominic:\n\n> How many are you expecting at each welding taster?\n\nBetween eight and ten per session, two sessions, so your four jackets make all the difference. Thanks again!\n\nFreya\nProgramme lead, Leeds Forge & Make",
    ],
    conflicts: [],
    paraphrases: [
      ["8-10 people per session", "Between eight and ten per session"],
      ["the 4 Dominic's lending us", "your four jackets"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h69 student discount as a fraction",
    branch: [
      "Do students get anything off membership?",
      "Subject: Re: student rates\n\n> Do students get anything off membership?\n\nYes! 10% off any tier with a valid student card. Induction fees are the same for everyone though.\n\nCheers,\nFinn\nMembership, Dundee Makerspace",
    ],
    parent: [
      "Updated the membership page: students knock a tenth off whichever tier they pick (show your card at the desk). Inductions cost the same for all.",
    ],
    conflicts: [],
    paraphrases: [["10% off any tier", "knock a tenth off whichever tier"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h69 filament used on armour print",
    branch: [
      "How much did Ellie's armour print end up using? She wants to pay before she takes it home.",
      "It used 2.5 kg of PLA in the end, so at our £20 a kilo that's £50.",
    ],
    parent: [
      "Usage export for Ellie's job:\n\njob_id;member;printer;material;material_g;charge_gbp\nJ-4471;Ellie Marsh;Prusa XL;PLA;2500;50.00",
    ],
    conflicts: [],
    paraphrases: [
      ["2.5 kg of PLA", "PLA;2500"],
      ["that's £50", "50.00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h69 Saturday steward arrival time",
    branch: [
      "What time do Saturday shift stewards need to be in?",
      "Quarter to ten, so you can do the walk-round and switch the extraction on before doors at 10.",
    ],
    parent: [
      "Steward rota, Saturdays:\n\nshift,arrive,doors,close,steward\nSat AM,09:45,10:00,13:00,Bogdan\nSat PM,12:45,13:00,17:00,Lucy",
    ],
    conflicts: [],
    paraphrases: [
      ["Quarter to ten", "Sat AM,09:45"],
      ["doors at 10", "10:00,13:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h69 annual hobby membership price",
    branch: [
      "Subject: Annual membership option\n\n> Is there a way to pay yearly instead of monthly?\n\nHi Tariq,\n\nYes, the Hobby tier is £240 per annum if you pay up front, with the same access as monthly.\n\nBest wishes,\nCeri Vaughan\nMembership Secretary\nSwansea Makerspace CIC",
      "Tariq replied, he's going for it. Forwarded to the membership inbox.",
    ],
    parent: [
      "Tariq's set up on annual Hobby now, he paid the two hundred and forty quid a year by bank transfer.",
      "membership export:\nmember,plan,amount_gbp,paid_on\nTariq Aziz,Hobby annual,240.00,2026-05-12",
    ],
    conflicts: [],
    paraphrases: [["£240 per annum", "two hundred and forty quid a year"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h69 laser bed size in mm and cm",
    branch: [
      "What's the biggest sheet I can put in the laser? I want to make a big wall map.",
      "The bed is 600 x 400 mm, but leave a 10 mm margin because the edges don't cut cleanly.",
    ],
    parent: [
      "For the website's equipment page: Laser cutter, 60W CO2, working area 60 by 40 cm, cuts up to 6mm ply, engraves glass and anodised aluminium.",
      "Row from the asset list, for checking:\nasset_id;name;bed_mm;power_w\nLC-01;Laser cutter;600x400;60",
    ],
    conflicts: [],
    paraphrases: [["600 x 400 mm", "60 by 40 cm"]],
    shapes: ["paraphrase"],
  },

  // ─── shared-words ─────────────────────────────────────────────────────────────────────────────
  {
    name: "h69 last vs next PAT test on the drills",
    branch: [
      "When was the pillar drill last PAT tested? The sticker's faded.",
      "Subject: Re: PAT sticker\n\n> When was the pillar drill last PAT tested?\n\nLast PAT test on all the workshop kit was 12 March, done by Sparks & Co.\n\nDerek\nSafety officer",
    ],
    parent: [
      "Asset register rows for the drills:\n\nasset;location;last_pat;next_pat_due\nPillar drill (Axminster);Wood shop;2026-03-12;2026-09-12\nBench drill (Draper);Metal room;2026-03-12;2026-09-12",
      "I've put a reminder in the calendar for the next round in September.",
    ],
    conflicts: [],
    paraphrases: [["12 March", "Wood shop;2026-03-12"]],
    shapes: ["shared-words"],
  },
  {
    name: "h69 laser allowance vs hours used",
    branch: [
      "How much laser time do Maker members get included each month?",
      "Subject: Re: laser hours\n\n> How much laser time do Maker members get?\n\nFour hours a month included on the Maker tier, after that it's £5 an hour.\n\nTom\nMembership desk",
    ],
    parent: [
      "Ana's been asking about her bill. She's used 2.5 hours of laser time this month, so nothing extra to pay yet.",
      "Booking system says: member: Ana Lopes; tier: Maker; laser_used_this_month: 2h30m; included: 4h",
    ],
    conflicts: [],
    paraphrases: [["Four hours a month included", "included: 4h"]],
    shapes: ["shared-words"],
  },
  {
    name: "h69 two rooms two Thursday inductions",
    branch: [
      "Where's the soldering induction on Thursday?",
      "Room 2, the electronics room, at 7pm. Tomi's running it.",
    ],
    parent: [
      "Thursday's sewing machine induction is in Room 3 at 6pm with Jasmine. Room 3 is the one with the big cutting table.",
      "2026-05-21,Sewing machine induction,Room 3,18:00-19:30,Jasmine Okafor\n2026-05-21,Soldering induction,Room 2,19:00-21:00,Tomi Adebayo",
    ],
    conflicts: [],
    paraphrases: [["Room 2, the electronics room, at 7pm", "Room 2,19:00"]],
    shapes: ["shared-words"],
  },
  {
    name: "h69 two printers different nozzles",
    branch: [
      "Which printer has the bigger nozzle? I want to do a quick chunky vase.",
      "Printer 1 (the Prusa by the window) has the 0.6 mm nozzle fitted, the others are all standard.",
    ],
    parent: [
      "Just replaced the clogged nozzle on printer 2 with a fresh 0.4 mm. Printer 3 is on 0.4 as well.",
      "Nozzle log:\nprinter;nozzle_mm;last_changed\nPrinter 1;0.6;2026-04-28\nPrinter 2;0.4;2026-05-12\nPrinter 3;0.4;2026-03-30",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h69 laser vs metal lathe induction prices",
    branch: [
      "How much is the laser induction?",
      "Subject: Re: laser induction\n\n> How much is the laser induction?\n\nHi Sam,\n\nThe laser induction costs £15 and it's about an hour.\n\nPriti\nLaser steward, Teesside Makers",
    ],
    parent: [
      "Subject: Metal lathe induction\n\nHi Sam,\n\nThe metal lathe induction costs £25 and runs for two hours, because there's a lot more to cover on chuck safety. Next one's Sunday 31 May.\n\nBest,\nOwen Hughes\nMetalwork lead\nTeesside Makers",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h69 blade order date vs delivery date",
    branch: [
      "When did we order the new bandsaw blades?",
      "I placed the order with Tuffsaws on 3 June, three 1/2 inch blades for the big Startrite.",
    ],
    parent: [
      "Purchase orders export:\n\npo_number,supplier,item,ordered,expected\nPO-1187,Tuffsaws,Bandsaw blade 1/2in x3,2026-06-03,2026-06-10",
      "Tracking says the blades are due on 10 June, I'll leave a note for whoever's opening up.",
    ],
    conflicts: [],
    paraphrases: [["on 3 June", "x3,2026-06-03"]],
    shapes: ["shared-words"],
  },
];
