/**
 * Held-out merge-conflict pairs, set 67 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: amateur and semi-professional choirs, orchestras and concert societies.
 *
 * Topics (one per case, 40 in all):
 *   close: church hire end time, second-violin count, Thursday rehearsal start, oboe soloist fee,
 *     hall capacity with extended staging, Messiah vocal-score loan, Dvořák parts hire reference,
 *     Fauré Requiem version, timpanist availability, interval drinks in the abbey, coach departure
 *     for the cathedral trip, summer concert date.
 *   multi: Carmina Burana workshop summary, brass line-up, residential weekend, running order,
 *     chamber-choir auditions, tour hotel booking.
 *   correction: Creation tenor, sectional room, concession price, Verdi score return date.
 *   paraphrase: church hire fee, Holy Week rehearsal times, extra chairs, guest conductor fee in
 *     euros, concert running time, carol service date, termly subs range, riser depth, second
 *     soprano count, get-in and loading-bay times, door prices, notice for withdrawing.
 *   shared-words: last vs next piano tuning, music hire budget vs spend, soloists' vs choir's
 *     warm-up room, dress rehearsal vs concert-day calls, main vs youth choir numbers, hall
 *     deposit vs full hire fee.
 *
 * Counts by shape (a case may carry more than one): close 12, identifier 2, negation 2, multi 6,
 * correction 4, paraphrase 12, shared-words 6, list 3.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
import type { HeldOutConflictCase } from "./conflict-cases";

export const HELDOUT_CONFLICT_CASES_67: HeldOutConflictCase[] = [
  // ───────────────────────────── close (incl. identifier and negation) ─────────────────────────────
  {
    name: "h67 church hire end time for the Brahms Requiem",
    branch: [
      "Has anyone confirmed how long we've got St Aldhelm's for on the concert day? The Requiem is about 70 minutes and we've the Schubert before the interval.",
      "Yes, I spoke to the verger on Tuesday. We have the church from 14:00 and must be out by 22:30, which covers the afternoon rehearsal, the concert and the clear-up.",
      "Great. Tickets are £15, students £5, same as the autumn?",
      "Same as the autumn, yes.",
    ],
    parent: [
      "Minutes, committee 4 Feb\n1. Venue: St Aldhelm's booked for 17 May. Access from 2pm; building to be vacated by 10pm sharp per the hire agreement.\n2. Tickets: fifteen pounds full price, five pounds students.\nAction: RM to return the hire form to the parish office.",
    ],
    conflicts: [["must be out by 22:30", "vacated by 10pm sharp"]],
    paraphrases: [
      ["from 14:00", "Access from 2pm"],
      ["Tickets are £15", "fifteen pounds full price"],
      ["students £5", "five pounds students"],
    ],
    shapes: ["close"],
  },
  {
    name: "h67 second violin numbers for the Mahler",
    branch: [
      "Fixing update for the Mahler: I've got 8 second violins confirmed, including two deps from the county youth orchestra.",
      "Do the deps need paying? Budget line for strings is £600.",
      "Yes. From the orchestra committee minutes:\n3. Deps: £75 each for rehearsal + concert, within the strings line.\nAction: TR to pay on the night.",
    ],
    parent: [
      "Strings roster for 22 March (pasted from the fixer's sheet):\nFirst violins | 10 | confirmed\nSecond violins | 9 | confirmed\nViolas | 6 | one TBC\nCellos | 6 | confirmed\nBasses | 4 | confirmed",
      "Thanks. Deps are paid seventy-five pounds each, so we're comfortably under the six hundred budgeted for strings.",
    ],
    conflicts: [["8 second violins confirmed", "Second violins | 9 | confirmed"]],
    paraphrases: [
      ["£75 each", "seventy-five pounds each"],
      ["Budget line for strings is £600", "six hundred budgeted for strings"],
    ],
    shapes: ["close"],
  },
  {
    name: "h67 Thursday rehearsal start time",
    branch: [
      "Newbie question, sorry! What time do the Thursday rehearsals actually start? The website just says 'evenings'.",
      "We start singing at 7.30, but come ten minutes early to grab a folder and sign the register.",
      "Perfect. And it's the URC hall on Mill Lane?",
      "That's the one, use the side entrance by the car park.",
    ],
    parent: [
      "Autumn term schedule\nThu (weekly) | Mill Lane URC hall | 19:45–21:45\nSat 8 Nov | Mill Lane URC hall | 10:00–16:00 (workshop day, bring lunch)",
      "Reminder that the hall is reached by the side door next to the car park; the front is locked after six.",
    ],
    conflicts: [["We start singing at 7.30", "Thu (weekly) | Mill Lane URC hall | 19:45"]],
    paraphrases: [["side entrance by the car park", "side door next to the car park"]],
    shapes: ["close"],
  },
  {
    name: "h67 oboe soloist fee for the Marcello",
    branch: [
      "Can we stretch to a professional oboist for the Marcello concerto? Hannah's sent her quote.",
      "She's asking £180 for the Saturday rehearsal plus the concert, travel included.",
      "That fits the soloist budget. Rehearsal is the Saturday before, 2–5pm, I've told her.",
    ],
    parent: [
      "Treasurer's note, soloist payments (spring concert)\nHannah Voss, oboe | one hundred and sixty pounds inclusive of travel | BACS on invoice\nShe joins us for the rehearsal 14:00–17:00 on the Saturday before.",
    ],
    conflicts: [["She's asking £180", "one hundred and sixty pounds inclusive of travel"]],
    paraphrases: [["the Saturday before, 2–5pm", "rehearsal 14:00–17:00 on the Saturday before"]],
    shapes: ["close"],
  },
  {
    name: "h67 hall capacity with the staging extension",
    branch: [
      "How many can Holmbury Hall seat once the choir extension is built out over the front rows?",
      "With the extension in, the licensed capacity drops to 320 seated. Without it they can do 410.",
      "OK, so we cap sales at that on Ticketsource, which opens on the first of September at 9am.",
    ],
    parent: [
      "Item 3. Ticketing\nHolmbury Hall capacity with extended staging: 350 (per the licence schedule).\nOnline sales open 1 September at 09:00.\nAction: PD to set the cap on Ticketsource.",
    ],
    conflicts: [["capacity drops to 320 seated", "capacity with extended staging: 350"]],
    paraphrases: [["the first of September at 9am", "1 September at 09:00"]],
    shapes: ["close"],
  },
  {
    name: "h67 Messiah vocal scores from the county library",
    branch: [
      "Messiah vocal scores: the county library set comes in bundles, how many are we asking for?",
      "I've requested forty copies of the Novello edition, enough for the choir plus the soloists.",
      "Loan period is eight weeks from collection, so they'll cover the concert comfortably.",
    ],
    parent: [
      "Music library request form (copy):\nTitle: Messiah (Novello ed.)\nQty: 45 vocal scores\nLoan: 8 weeks\nCollection: Tue 7 Oct, county library, Pelham St",
      "Action: DF to collect the scores and bring them to the Thursday rehearsal.",
    ],
    conflicts: [["I've requested forty copies", "Qty: 45 vocal scores"]],
    paraphrases: [["eight weeks from collection", "Loan: 8 weeks"]],
    shapes: ["close"],
  },
  {
    name: "h67 hire reference for the Dvořák parts",
    branch: [
      "Has the publisher confirmed the Dvořák 8 parts hire yet?",
      "Yes, pasting from their email:\nHire reference: MH-40721\nDelivery: w/c 10 March\nReturn: within 14 days of the concert",
      "Cheers, I'll put the ref on the librarian's sheet.",
    ],
    parent: [
      "Librarian's log\nDvořák 8 | received 11/03 | hire ref MH-40712 (delivery note) | return due a fortnight after the concert\nAction: string principals to mark bowings before the sectional.",
    ],
    conflicts: [["Hire reference: MH-40721", "hire ref MH-40712"]],
    paraphrases: [["within 14 days of the concert", "a fortnight after the concert"]],
    shapes: ["close", "identifier"],
  },
  {
    name: "h67 which version of the Fauré Requiem",
    branch: [
      "Which Fauré are we doing on Sat 29/11? It matters for the hire, the two orchestrations are completely different.",
      "Committee agreed the 1893 version: no violin section, just the solo violin in the Sanctus, plus low strings, harp, horns, trumpets, timps and organ.",
      "Good, fewer players to book then.",
    ],
    parent: [
      "Concert programme draft, 29 November:\n1. Bach: Jesu, meine Freude\n2. Fauré: Requiem (1900 version, full orchestra)\n— Interval —\n3. Duruflé: Quatre motets\n4. Howells: Take him, earth, for cherishing",
    ],
    conflicts: [["agreed the 1893 version", "Requiem (1900 version"]],
    paraphrases: [["Sat 29/11", "29 November"]],
    shapes: ["close", "identifier"],
  },
  {
    name: "h67 timpanist for the Sibelius",
    branch: [
      "Is Rob doing timps for the Sibelius or do we need to find a dep?",
      "Rob has confirmed he will play the rehearsal and the concert, he's swapped his shift at the hospital.",
      "Brilliant, and he's bringing his own drums so no hire needed.",
    ],
    parent: [
      "Fixing update 12/02\nTimps: Rob can't do the Sibelius after all, the shift swap fell through.\nAction: JB to find a dep timpanist, ideally someone with their own drums; budget £120.",
    ],
    conflicts: [["Rob has confirmed he will play", "Rob can't do the Sibelius"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h67 interval drinks in the abbey nave",
    branch: [
      "Can we do interval drinks at the Abbey this time? A few people grumbled last year.",
      "I asked the Abbey office and no, they won't allow any drinks service inside the nave, and the cloister is shut for repairs.",
      "Shame. I'll put a line in the programme so nobody expects a bar. Doors still half six for a half seven start?",
      "Yes, as always.",
    ],
    parent: [
      "Minutes 3 Mar\n5. Abbey concert logistics\n- Interval: the Abbey office has agreed we can serve wine and soft drinks in the nave, £1 donation per glass.\n- Doors 18:30, start 19:30.\nAction: JT to buy six boxes of wine and collect glasses from the hire shop.",
    ],
    conflicts: [
      ["they won't allow any drinks service inside the nave", "agreed we can serve wine and soft drinks in the nave"],
    ],
    paraphrases: [
      ["Doors still half six", "Doors 18:30"],
      ["half seven start", "start 19:30"],
    ],
    shapes: ["negation"],
  },
  {
    name: "h67 coach time for the Ely evensong trip",
    branch: [
      "For the Ely evensong trip, what time is the coach going?",
      "Coach leaves the Co-op car park at quarter past seven. We need to be at the cathedral for the eleven o'clock run-through, and evensong's at half five.",
      "Packed lunch or are we stopping somewhere?",
      "Packed lunch, there's a long break after the run-through.",
    ],
    parent: [
      "Ely trip, Sat 14 June: itinerary\n07:45 depart Co-op car park\n10:30 arrive Ely, robe in the Lady Chapel vestry\n11:00 run-through\n15:30 rehearsal with organ\n17:30 Evensong\n19:00 coach home",
    ],
    conflicts: [["Coach leaves the Co-op car park at quarter past seven", "07:45 depart Co-op car park"]],
    paraphrases: [
      ["eleven o'clock run-through", "11:00 run-through"],
      ["evensong's at half five", "17:30 Evensong"],
    ],
    shapes: ["close"],
  },
  {
    name: "h67 summer concert date at St Michael's",
    branch: [
      "When's the summer concert? I need to book time off for the dress rehearsal.",
      "Saturday 21 June at St Michael's, dress rehearsal at 2pm the same afternoon. Nothing on the Friday.",
      "Thanks, booked!",
    ],
    parent: [
      "Summer season:\nDate | Venue | Call\n28/06 | St Michael's, Framlingham | 14:00 dress, 19:30 concert\n12/07 | Orwell House garden party | 15:00",
    ],
    conflicts: [["Saturday 21 June at St Michael's", "28/06 | St Michael's"]],
    paraphrases: [["dress rehearsal at 2pm", "14:00 dress"]],
    shapes: ["close", "list"],
  },

  // ───────────────────────────────────────────── multi ─────────────────────────────────────────────
  {
    name: "h67 Carmina Burana workshop summary",
    branch: [
      "Quick summary for the newsletter: the Carmina Burana come-and-sing is on Saturday 11 October at Broadmead School, 10:00 to 17:00, £28 including the hired score, led by Fiona Achterberg.",
      "Do we need to cap numbers?",
      "The hall takes 150 singers, so yes, first come first served.",
    ],
    parent: [
      "Confirmed with Broadmead:\nSat 11 Oct | doors 09:30 | 10am start, finishing at 5pm\nfee £32 with score hire\nConductor: Fiona Achterberg; piano: Lewis",
    ],
    conflicts: [["£28 including the hired score", "fee £32 with score hire"]],
    paraphrases: [
      ["Saturday 11 October", "Sat 11 Oct"],
      ["10:00 to 17:00", "10am start, finishing at 5pm"],
    ],
    shapes: ["multi", "close"],
  },
  {
    name: "h67 brass line-up for the Shostakovich",
    branch: [
      "Brass for the Shostakovich 5: 4 horns, 3 trumpets, 3 trombones and tuba, all confirmed by Dev.",
      "Where are they sitting?",
      "Top riser, with timps and percussion behind them on the floor.",
    ],
    parent: [
      "Dev's brass list (all confirmed):\nhorns x4\ntrumpets x2\ntrombones x3\ntuba x1\nSeating plan to follow.",
    ],
    conflicts: [["3 trumpets", "trumpets x2"]],
    paraphrases: [
      ["4 horns", "horns x4"],
      ["3 trombones", "trombones x3"],
    ],
    shapes: ["multi", "list"],
  },
  {
    name: "h67 residential rehearsal weekend booking",
    branch: [
      "Residential weekend booked: Hafod field centre, Friday 26 to Sunday 28 September, 38 beds, full board, £145 a head.",
      "Does that include Sunday lunch before we head home?",
      "Yes, full board right through to Sunday lunch.",
      "Action from last night: SK sending round the rooming list, tell her about dietary needs by 1 Sept.",
    ],
    parent: [
      "Item 2. Residential\nHafod field centre confirmed for 26–28 Sept. 36 beds, full board, £145 per person. Deposit £300 paid 2 June.\nAction: SK to circulate the rooming list.",
    ],
    conflicts: [["38 beds", "36 beds"]],
    paraphrases: [
      ["Friday 26 to Sunday 28 September", "26–28 Sept"],
      ["£145 a head", "£145 per person"],
    ],
    shapes: ["multi", "close"],
  },
  {
    name: "h67 running order with the clarinet concerto",
    branch: [
      "Running order as I understand it: Elgar Serenade for Strings, then the Mozart clarinet concerto with Priya, interval, Beethoven 7.",
      "Priya's happy with that, she'd rather not go on straight after the interval.",
      "Sunday rehearsal order:\n14:00 Beethoven\n15:15 Mozart with Priya\n16:15 Elgar\n17:00 finish",
    ],
    parent: [
      "Printer's proof of the programme:\nFirst half: Elgar, Serenade for Strings; Mozart, Clarinet Concerto (soloist Priya Nandakumar)\nSecond half: Beethoven, Symphony No. 8 in F",
    ],
    conflicts: [["interval, Beethoven 7", "Beethoven, Symphony No. 8"]],
    paraphrases: [],
    shapes: ["multi", "list"],
  },
  {
    name: "h67 chamber choir audition slots",
    branch: [
      "Auditions for the chamber choir: Tuesday 4 November, 18:30 onwards, in the music room at the Guildhall, ten-minute slots, panel is Marcus, Ingrid and Tom.",
      "Should people prepare anything?",
      "The notice says:\nPrepare: a short piece of your choice\nOn the day: some sight-reading",
    ],
    parent: [
      "Audition sign-up sheet\nDate: Tue 4 Nov | Room: Guildhall music room | From 18:30 | 15-min slots\nPanel: Marcus, Ingrid, Tom\nBring: own piece + sight-reading",
    ],
    conflicts: [["ten-minute slots", "15-min slots"]],
    paraphrases: [["Tuesday 4 November", "Tue 4 Nov"]],
    shapes: ["multi"],
  },
  {
    name: "h67 Bruges tour hotel rooms",
    branch: [
      "Bruges tour: Hotel Zwanenhof, 3 nights from 17 April, 22 twin rooms, breakfast included, group rate €95 per room per night.",
      "Is there parking for the coach?",
      "Coach can drop off at the door but has to park outside the ring road.",
    ],
    parent: [
      "Booking confirmation from the Zwanenhof (forwarded):\nArrival 17/04, departure 20/04 (3 nights)\n24 twin rooms, B&B\nRate €95/room/night\nCoach drop-off at the hotel door is fine.",
    ],
    conflicts: [["22 twin rooms", "24 twin rooms"]],
    paraphrases: [
      ["3 nights from 17 April", "arrival 17/04, departure 20/04"],
      ["€95 per room per night", "€95/room/night"],
    ],
    shapes: ["multi"],
  },

  // ─────────────────────────────────────────── correction ───────────────────────────────────────────
  {
    name: "h67 tenor soloist for the Creation",
    branch: [
      "The tenor for the Creation is Owain Prys, confirmed by his agent this morning.",
      "Great, I'll put his biog in the programme. Do we have a photo?",
      "His agent's sending one over.",
    ],
    parent: [
      "Correction to what I said earlier: the tenor for the Creation is Gareth Lloyd-Evans, not Owain. Owain's agent had double-booked him. Gareth's agent is sending a biog and photo.",
      "Programme copy deadline: Fri 7 Mar\nAction: EW to chase the tenor biog + photo",
    ],
    conflicts: [["The tenor for the Creation is Owain Prys", "the tenor for the Creation is Gareth Lloyd-Evans"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h67 room for the alto and bass sectional",
    branch: [
      "Sectional for altos and basses on Wednesday: where is it?",
      "Sectionals this week:\nWed | Room 4 at the Quaker Meeting House | 19:00 to 21:00 | altos + basses\nThu | Room 1 at the Quaker Meeting House | 19:30 to 21:00 | sops + tenors",
      "Thanks. Any parking?",
      "On-street only, free after six.",
    ],
    parent: [
      "Sorry all, correction: Wednesday's alto/bass sectional is in Room 2 at the Meeting House, not Room 4, which turns out to be double booked. Times unchanged, 7 till 9.",
    ],
    conflicts: [["Room 4 at the Quaker Meeting House", "in Room 2 at the Meeting House"]],
    paraphrases: [["19:00 to 21:00 | altos", "7 till 9"]],
    shapes: ["correction"],
  },
  {
    name: "h67 concession price for the Vivaldi evening",
    branch: [
      "Concession tickets for the Vivaldi evening: £8 for students and under-18s, free for under-12s.",
      "Action: LB to update the flyer text tonight.",
    ],
    parent: [
      "Minutes 19 Sept\n4. Ticket pricing (amended)\nFull: £14\nConcessions (students, U18): £10 (corrects the figure quoted in the last email)\nUnder 12: free\nAction: LB to fix the flyer before it goes to print.",
    ],
    conflicts: [["£8 for students and under-18s", "Concessions (students, U18): £10"]],
    paraphrases: [["free for under-12s", "Under 12: free"]],
    shapes: ["correction"],
  },
  {
    name: "h67 return date for the hired Verdi scores",
    branch: [
      "When do the hired Verdi scores have to go back?",
      "Library wants them back by Friday 5 December. Missing copies are charged at eighteen pounds each, so please don't lose them.",
    ],
    parent: [
      "Correction on the Verdi scores: the hire library say they're due back on Friday 28 November, not the 5th as I told you. Please hand yours in at the concert on the 22nd. Lost copies still charged at £18.",
    ],
    conflicts: [["back by Friday 5 December", "due back on Friday 28 November"]],
    paraphrases: [["eighteen pounds each", "charged at £18"]],
    shapes: ["correction"],
  },

  // ─────────────────────────────────────────── paraphrase ───────────────────────────────────────────
  {
    name: "h67 church hire fee in words and figures",
    branch: [
      "What's Trinity charging us for the Saturday?",
      "Four hundred and fifty pounds for the day, and that includes having the piano tuned.",
    ],
    parent: [
      "Item 6. Venue costs\nTrinity Church hire, Sat: £450.00 (incl. piano tune)\nAction: Treasurer to pay the deposit",
    ],
    conflicts: [],
    paraphrases: [["Four hundred and fifty pounds for the day", "£450.00"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h67 Holy Week rehearsal times",
    branch: [
      "Extra rehearsals in Holy Week, same times as usual?",
      "Yes, half past seven till quarter to ten, Monday and Wednesday, both at St Anne's.",
      "Action: JH to email the Holy Week dates to the choir list.",
    ],
    parent: [
      "Holy Week\nMon | St Anne's | 19:30–21:45\nWed | St Anne's | 19:30–21:45\nGood Fri | St Anne's | 14:00 call, 15:00 service",
    ],
    conflicts: [],
    paraphrases: [["half past seven till quarter to ten", "Mon | St Anne's | 19:30–21:45"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h67 extra chairs for the orchestra",
    branch: [
      "The orchestra needs more chairs than the hall normally puts out. How many extra?",
      "A dozen should do it, the ones without arms please.",
      "I'll ask the caretaker.",
    ],
    parent: [
      "Caretaker says fine.\nFri: 12 armless chairs left stacked by the stage door\nAction: DW to set them out at 18:00",
    ],
    conflicts: [],
    paraphrases: [["A dozen should do it", "12 armless chairs"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h67 guest conductor fee in euros",
    branch: [
      "Guest conductor for the exchange concert: what fee did we agree with Mr Verhoeven?",
      "EUR 1,200 plus his train fare from Utrecht.",
      "Paid in euros or sterling?",
      "Euros, he invoices from the Netherlands.",
    ],
    parent: [
      "Contract sent to Joost Verhoeven: fee twelve hundred euros, travel reimbursed against receipts, rehearsals 3 and 4 May, concert 5 May.",
      "Item 7. Guest conductor\nInvoice in EUR, paid by bank transfer after the concert\nAction: AK to book his hotel from 2 May",
    ],
    conflicts: [],
    paraphrases: [["EUR 1,200", "twelve hundred euros"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h67 concert running time for the children's choir",
    branch: [
      "How long does the whole concert run? Parents want to know for the children's choir pick-up.",
      "About an hour and a half including the interval, so finishing around nine.",
    ],
    parent: [
      "Running order timings (draft)\n19:30 start\nFirst half 40 min\nInterval 15 min\nSecond half 35 min\nTotal 90 min incl. interval, finish approx 21:00",
    ],
    conflicts: [],
    paraphrases: [
      ["an hour and a half including the interval", "Total 90 min incl. interval"],
      ["finishing around nine", "finish approx 21:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h67 carol service date and time",
    branch: [
      "Carol service at the hospital chapel, which Sunday is it?",
      "Sunday the fourteenth of December, 3pm. We sing for about forty minutes, then mince pies with the patients.",
    ],
    parent: [
      "December diary:\n06/12 | Market Square | 11:00 carols\n14/12 | Hospital chapel | 15:00 carol service\n20/12 | Town Hall | 19:30 Christmas concert",
    ],
    conflicts: [],
    paraphrases: [["Sunday the fourteenth of December, 3pm", "14/12 | Hospital chapel | 15:00"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h67 termly subscription range",
    branch: [
      "How much are subs? I'm thinking of joining in January.",
      "Between sixty and seventy-five pounds a term, depending on whether you get the concession rate. Music hire is covered by that.",
      "And can I try it out first?",
      "Come along to a couple of rehearsals for free and see how you get on.",
    ],
    parent: [
      "Membership page text (agreed at committee):\nTermly subscription: £60–£75 (concession/standard)\nIncludes music hire\nFirst two rehearsals free for new singers",
    ],
    conflicts: [],
    paraphrases: [["Between sixty and seventy-five pounds a term", "Termly subscription: £60–£75"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h67 riser depth in metres and centimetres",
    branch: [
      "Will the choir fit on four rows of risers at the Corn Hall?",
      "The hire firm's risers are 1.2 m deep per row, so four rows need just under five metres behind the orchestra.",
      "Corn Hall stage is plenty deep enough for that.",
    ],
    parent: ["Staging order:\n4 x riser rows, each 120 cm deep, 6 m wide\nDelivery Fri 16:00, collection Sun 10:00"],
    conflicts: [],
    paraphrases: [["1.2 m deep per row", "each 120 cm deep"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h67 second soprano numbers on the register",
    branch: [
      "Numbers for the seating plan: how many second sopranos are we now?",
      "Eleven second sopranos, since Jo moved across from the altos.",
      "Seating plan v2\nRow 1: S1 | A1\nRow 2: S2 | A2\nRow 3: T | B",
    ],
    parent: ["Register, w/c 3 March:\nS1 14 | S2 11 | A1 9 | A2 10 | T 8 | B 12"],
    conflicts: [],
    paraphrases: [["Eleven second sopranos", "S2 11"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h67 get-in and loading bay times",
    branch: [
      "Orchestra get-in at the Assembly Rooms: when can the van unload?",
      "From 8 in the morning, and the loading bay has to be clear by noon because of the market.",
    ],
    parent: [
      "Assembly Rooms tech sheet\nGet-in: 08:00\nLoading bay clear: 12:00 (Saturday market)\nPiano tuner: 13:00\nSeating rehearsal: 14:30",
    ],
    conflicts: [],
    paraphrases: [
      ["From 8 in the morning", "Get-in: 08:00"],
      ["clear by noon", "Loading bay clear: 12:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h67 door prices for the Gilbert and Sullivan night",
    branch: [
      "What are we charging on the door for the Gilbert and Sullivan night?",
      "Twelve pounds fifty, kids half price.",
      "Door rota\n18:30 | Ann + Mo | tickets and cash tin\n19:00 | doors open",
    ],
    parent: [
      "Box office prices and float for Friday:\nAdult 12.50 | Child 6.25 | Float 100.00\nAction: MW to collect the cash tin from the treasurer",
    ],
    conflicts: [],
    paraphrases: [
      ["Twelve pounds fifty", "Adult 12.50"],
      ["kids half price", "Child 6.25"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h67 notice for pulling out of a concert",
    branch: [
      "If I can't do the Christmas concert after all, how much notice do I need to give?",
      "A fortnight, so the fixer has time to find someone. Any later and you may be asked to cover the dep's fee.",
    ],
    parent: [
      "Player agreement\n4. Withdrawal: players withdrawing must give at least 14 days' notice; later withdrawals may be charged the cost of a replacement.",
    ],
    conflicts: [],
    paraphrases: [["A fortnight, so the fixer", "at least 14 days' notice"]],
    shapes: ["paraphrase"],
  },

  // ────────────────────────────────────────── shared-words ──────────────────────────────────────────
  {
    name: "h67 last and next piano tuning",
    branch: [
      "When was the Steinway last tuned? It sounded a bit sharp in the top octave on Sunday.",
      "From the maintenance log:\nSteinway | last tuned 12/01 | Mr Haddad | £95",
    ],
    parent: ["Next piano tuning booked for 3 March at 10:00, Mr Haddad again, £95."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h67 music hire budget and spend so far",
    branch: [
      "How much have we got for music hire this season?",
      "Budget 2025/26 (as agreed at the AGM):\nMusic hire | £900\nVenue hire | £2,400\nSoloists | £1,500",
    ],
    parent: [
      "Treasurer's report, item 2\nMusic hire spent to date: £540 (Elijah orchestral parts + vocal scores)\nStill some headroom for the spring.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h67 soloists' and choir's warm-up rooms",
    branch: [
      "Where do the soloists warm up on the night?",
      "The Green Room behind the stage, it's got an upright piano.",
    ],
    parent: ["Concert night\nChoir warm-up | Lecture Room, first floor | 18:45\nSoloists | own room backstage"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h67 dress rehearsal call and concert-day call",
    branch: [
      "What time's the call for the dress rehearsal on Friday?",
      "Friday dress rehearsal\nCall 18:30 | Start 19:00 | Finish 21:30",
    ],
    parent: ["Concert day (Saturday)\nCall 17:30 | Warm-up 18:00 | Concert 19:30"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h67 main choir and youth choir numbers",
    branch: [
      "How many are singing in the main choir for the Rutter?",
      "Sign-up totals (main choir): S 17 | A 13 | T 7 | B 11 | total 48",
    ],
    parent: [
      "Youth choir sign-ups for the joint concert closed at 22 singers; they'll stand on the front riser in front of the main choir.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h67 hall deposit and full hire fee",
    branch: [
      "Have we paid for the Wesley Hall yet?",
      "Just the deposit so far:\n14/07 | Wesley Hall deposit | £150.00",
    ],
    parent: [
      "Item 3. Finance\nWesley Hall full hire fee £620, balance due 30 days before the concert.\nAction: Treasurer to diarise.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
