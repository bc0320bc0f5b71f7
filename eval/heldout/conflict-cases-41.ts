import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 41 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: celebration cake balance, golden anniversary lunch date, DJ first set time, hen cottage
 *     bedrooms, photo booth software version, garden marquee length, church florist, christening church.
 *   close, few shared words: children at the wedding (negation), gift list number (identifier),
 *     kids' party entertainer length, final dress fitting day.
 *   multi: stag weekend in Dublin, hall contract at Bramley Park, ruby anniversary dinner table,
 *     wedding cake order, 40th birthday at the cricket club, order-of-service booklets.
 *   correction: table plan table count, first-birthday balloon arch, groomsmen suit hire,
 *     engagement drinks date.
 *   paraphrase: guest list total, invitation posting date, ceilidh band start, baby shower date,
 *     silver anniversary gift kitty, vintage wedding car, prosecco for the toast, hen cocktail class,
 *     honey jar favours, surprise sixtieth arrival, wedding fireworks, bridal hair and makeup trial.
 *   shared-words: flower budget vs spend, family reunion years, chair cover hire each vs total,
 *     hotel room block rates, evening reception capacity vs RSVPs, speech lengths.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_41: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (8)
  {
    name: "h41 celebration cake balance",
    branch: [
      "Just rang the bakery about the three-tier lemon and elderflower cake.",
      "The remaining balance owed on collection is £185, card is fine.",
    ],
    parent: [
      "Did anyone sort out what we still owe for the cake?",
      "Yes, Maria at the bakery said we'll hand over £158 when we pick it up on Saturday morning.",
      "Great, I'll bring the cool box.",
    ],
    conflicts: [["£185", "£158"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h41 golden anniversary lunch date",
    branch: [
      "Mum and Dad's golden anniversary lunch is pencilled in at the Old Rectory for 14 June.",
      "I'll ask Auntie Pam to do a little speech.",
    ],
    parent: [
      "The Old Rectory emailed: they've held Sunday 9 August for our parents' fiftieth anniversary meal.",
      "Should we do a slideshow?",
      "Yes, I've got the old photo scans from the loft.",
    ],
    conflicts: [["14 June", "9 August"]],
    paraphrases: [["golden anniversary", "fiftieth anniversary"]],
    shapes: ["close"],
  },
  {
    name: "h41 DJ first set time",
    branch: ["DJ Kaz confirmed by text - he'll start his first set at 7:45pm once the speeches are done."],
    parent: [
      "Music-wise, the decks go live at 8pm according to the agency.",
      "Do we need to feed him?",
      "Yes, add one to the evening buffet numbers.",
    ],
    conflicts: [["7:45pm", "8pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h41 hen cottage bedrooms",
    branch: [
      "Found the hen cottage near Bakewell: it has nine bedrooms, a hot tub and a games room.",
      "Booked it for the Friday to Sunday.",
    ],
    parent: [
      "How many rooms did that Bakewell place have again?",
      "Five bedrooms, so a few of us will be sharing.",
      "Fine by me, I snore anyway.",
    ],
    conflicts: [["nine bedrooms", "Five bedrooms"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h41 photo booth software version",
    branch: [
      "The photo booth company says their booth runs version 4.2.1 of the printing software, which supports our custom frame.",
    ],
    parent: [
      "Re the booth: the rep mentioned it's on version 4.2.7, so the frame overlay we designed should work.",
      "Cool, send them the PNG.",
    ],
    conflicts: [["version 4.2.1", "version 4.2.7"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h41 garden marquee length",
    branch: [
      "The hire firm is bringing a 30-metre marquee for the garden reception.",
      "They need access through the side gate on Thursday.",
    ],
    parent: [
      "Dad measured the lawn, and the tent they quoted is 15 metres long, so it fits with room for the bar.",
      "Lovely.",
    ],
    conflicts: [["30-metre marquee", "15 metres long"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h41 church florist name",
    branch: ["The florist doing the church arrangements is Hannah Whitlock from Petal & Stem."],
    parent: [
      "Who's doing the church flowers?",
      "Petal & Stem - their senior designer Joanna Reeves is handling it personally.",
      "I love their peonies.",
    ],
    conflicts: [["Hannah Whitlock", "Joanna Reeves"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h41 christening church",
    branch: ["Baby Theo's christening is at St Mary's, Harpenden, with the party back at ours afterwards."],
    parent: [
      "The vicar confirmed Theo's service will be held at St Martin's, Harpenden.",
      "Who's bringing the gift bags?",
      "Me!",
    ],
    conflicts: [["St Mary's", "St Martin's"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ------------------------------------------------- close, few shared words (4)
  {
    name: "h41 children at the wedding",
    branch: [
      "Told my sister her twins can come - children are welcome at the reception, and we've set up a kids' table with colouring packs.",
      "She was thrilled.",
    ],
    parent: [
      "Final decision from Priya and Tom: it's an adults-only wedding, no under-12s.",
      "Some people will grumble.",
      "They'll survive, it's a night off for the parents.",
    ],
    conflicts: [["children are welcome", "adults-only wedding"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h41 gift list number",
    branch: ["Put the gift list number on the invites: 638214.", "And the RSVP-by date, obviously."],
    parent: [
      "For anyone asking about presents, our registry code on the shop's website is 638241.",
      "Nice and simple.",
    ],
    conflicts: [["638214", "638241"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h41 kids party entertainer length",
    branch: ["Booked Mr Fizz for Ellie's sixth - his show lasts 45 minutes plus balloon animals."],
    parent: [
      "The entertainer will perform for ninety minutes, then we do candles.",
      "Perfect, the kids will be shattered.",
    ],
    conflicts: [["45 minutes", "ninety minutes"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h41 final dress fitting day",
    branch: ["Last fitting for the dress is Tuesday 3 March at the boutique, bring the shoes."],
    parent: [
      "Lily from Ivory Lane Bridal rang; they'll see you on Wednesday 4 March for the final alteration check.",
      "Want me to come?",
      "Please!",
    ],
    conflicts: [["Tuesday 3 March", "Wednesday 4 March"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi (6)
  {
    name: "h41 stag weekend in Dublin",
    branch: [
      "Right, stag plan locked: we fly to Dublin on Friday 12 September at 6:30am, 10 of us, and the whole package comes to £240 each including the hotel.",
      "Who's sorting the matching T-shirts?",
    ],
    parent: [
      "Summary for Dan's stag - Dublin, departing 12/09 on the 06:30 flight, ten lads, hotel and activities bundled at £290 per person.",
      "I'll do the T-shirts.",
    ],
    conflicts: [["£240 each", "£290 per person"]],
    paraphrases: [
      ["Friday 12 September", "12/09"],
      ["6:30am", "06:30"],
      ["10 of us", "ten lads"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h41 Bramley Park hall contract",
    branch: [
      "The Hall at Bramley Park have us down for Saturday 20 June 2026 (ceremony at 2pm, up to 120 guests) with an exclusive-use fee of £8,500.",
    ],
    parent: [
      "Contract from Bramley Park arrived: exclusive use on 19 September 2026, 2:00 pm ceremony, capacity 120, fee £8.5k.",
      "Ooh, exciting!",
      "Reading the cancellation clause now.",
    ],
    conflicts: [["20 June 2026", "19 September 2026"]],
    paraphrases: [
      ["2pm", "2:00 pm"],
      ["£8,500", "£8.5k"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h41 ruby anniversary dinner table",
    branch: [
      "Booked the ruby anniversary dinner at Luca's: Friday the 6th, table for 14 at 19:30, deposit of £100 already paid.",
    ],
    parent: [
      "Luca's confirmation says fourteen covers on Friday 6th at 7pm; they've taken £100 as a deposit.",
      "Do they do a vegan option?",
      "Yes, a mushroom risotto.",
    ],
    conflicts: [["19:30", "7pm"]],
    paraphrases: [["table for 14", "fourteen covers"]],
    shapes: ["multi"],
  },
  {
    name: "h41 wedding cake order",
    branch: [
      "Cake order confirmed with Sugar Loaf: three tiers (sponge, fruit, chocolate), serves 100, delivered to the venue at 11am on the day, £420 all in.",
    ],
    parent: [
      "Sugar Loaf invoice: 3-tier cake; 150 portions; delivery 11:00; total £420.",
      "Did they include a topper?",
      "No, we're doing our own topper.",
    ],
    conflicts: [["serves 100", "150 portions"]],
    paraphrases: [
      ["three tiers", "3-tier"],
      ["11am", "11:00"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h41 fortieth at the cricket club",
    branch: [
      "Rob's 40th: the cricket club function room on Saturday 8 November, around 80 guests, a band from 9pm until midnight, and the room hire is £600 with bar staff included.",
      "Should we do a theme?",
      "Eighties, obviously.",
    ],
    parent: [
      "Cricket club confirmed Rob's fortieth - Sat 8 Nov, eighty people, live band from 21:00 until midnight, hire £1,200 including bar staff.",
    ],
    conflicts: [["£600", "£1,200"]],
    paraphrases: [
      ["40th", "fortieth"],
      ["Saturday 8 November", "Sat 8 Nov"],
      ["80 guests", "eighty people"],
      ["9pm", "21:00"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h41 order of service booklets",
    branch: [
      "For Nan's service: Thursday 14th at 11am at St Anne's, the printer is doing 60 order-of-service booklets, and the casket spray from the florist is £150.",
    ],
    parent: [
      "Funeral director's checklist - St Anne's, 11:00 on Thursday the 14th; 70 orders of service printed; casket flowers £150.",
      "Thank you for handling all this.",
      "Of course.",
    ],
    conflicts: [["60 order-of-service booklets", "70 orders of service"]],
    paraphrases: [["11am", "11:00"]],
    shapes: ["multi"],
  },

  // ---------------------------------------------------------------- correction (4)
  {
    name: "h41 table plan table count",
    branch: [
      "The venue floor plan shows 12 tables of ten for the wedding breakfast.",
      "Sorry, I misread the floor plan - it's 14 tables, the two by the window were hidden under the legend.",
    ],
    parent: [
      "For the table plan we're working with 12 round tables, ten seats each.",
      "I'll name them after Scottish islands.",
    ],
    conflicts: [["14 tables", "12 round tables"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h41 first birthday balloon arch",
    branch: [
      "Balloon arch for Mia's first birthday is being delivered at 10am.",
      "Update: the balloon company moved it to 3pm because of another job.",
    ],
    parent: [
      "Just to confirm for Mia's party, the balloon garland lady arrives at 10am.",
      "Great, that gives us time to hoover.",
    ],
    conflicts: [["moved it to 3pm", "arrives at 10am"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h41 groomsmen suit hire",
    branch: [
      "Groomsmen suit hire from Moss & Co works out at £75 a suit, which includes the waistcoat and cravat.",
      "I'll send the measurement form round.",
    ],
    parent: [
      "The suit hire quote for the groomsmen is £75 per outfit.",
      "Actually, scratch that: they've emailed a revised quote of £89 per outfit, since the grey tweed is a premium range.",
      "Ouch. Still cheaper than buying.",
    ],
    conflicts: [["£75 a suit", "£89 per outfit"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h41 engagement drinks date",
    branch: [
      "Save the date: our engagement drinks at the Fox & Hounds are on 21 March.",
      "Dress code is smart casual.",
    ],
    parent: [
      "Engagement drinks at the Fox & Hounds - 21 March, upstairs room.",
      "Bad news, the pub double-booked, so they moved it to 2 May.",
      "Same time?",
      "Yes, from 7.",
    ],
    conflicts: [["on 21 March", "moved it to 2 May"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---------------------------------------------------------------- paraphrase (12)
  {
    name: "h41 guest list total",
    branch: [
      "Finished merging both families' spreadsheets - the final guest list is 96 people for the day.",
      "That includes plus-ones?",
      "Yep, and the two babies.",
    ],
    parent: [
      "Guest list is locked at ninety-six, so I've sent the number to the venue.",
      "Evening invites are separate, right?",
      "Right, that's another list.",
    ],
    conflicts: [],
    paraphrases: [["96 people", "ninety-six"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h41 invitation posting date",
    branch: [
      "The printed invitations arrive on Monday; I want them in the post by 1 February.",
      "Do we need extra stamps?",
    ],
    parent: [
      "Stationer says the foil-pressed invites will be with us early next week.",
      "Aim to post them on 1st Feb so people get plenty of notice.",
      "Agreed.",
    ],
    conflicts: [],
    paraphrases: [["1 February", "1st Feb"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h41 ceilidh band start",
    branch: [
      "Ceilidh band update: they strike up at 8:30pm, with a caller walking everyone through the steps.",
      "They need two plug sockets near the stage.",
    ],
    parent: [
      "Evening timeline - cake cut at 20:00, ceilidh from 20:30, buffet at 21:30.",
      "Should we tell the guests to wear flat shoes?",
      "Ha, probably.",
    ],
    conflicts: [],
    paraphrases: [["8:30pm", "20:30"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h41 baby shower date",
    branch: [
      "Baby shower for Aisha is going ahead on Sunday 5 October at Jen's flat, afternoon tea style.",
      "I'll make the nappy cake.",
    ],
    parent: ["Can everyone do the 5th of October for the shower?", "Works for me.", "Same, I'll bring the games."],
    conflicts: [],
    paraphrases: [["Sunday 5 October", "5th of October"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h41 silver anniversary gift kitty",
    branch: [
      "For Sue and Mick's silver anniversary we've pooled £1.5k between the five of us for a weekend in Bath.",
      "I've found a spa hotel.",
    ],
    parent: [
      "The kitty for Sue and Mick's 25th is at £1,500 now everyone's paid in.",
      "Are we getting them the Bath spa break?",
      "Yes, booking it tonight.",
    ],
    conflicts: [],
    paraphrases: [
      ["£1.5k", "£1,500"],
      ["silver anniversary", "25th"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h41 vintage wedding car",
    branch: [
      "The vintage Rolls is ours for 2 hours on the day, church to the hotel plus photos, for £350.",
      "Ribbons in ivory, please.",
    ],
    parent: [
      "Wedding car booked: 120 minutes of hire, three hundred and fifty pounds, chauffeur in grey livery.",
      "Ivory ribbons were requested too.",
    ],
    conflicts: [],
    paraphrases: [
      ["2 hours", "120 minutes"],
      ["£350", "three hundred and fifty pounds"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h41 prosecco for the toast",
    branch: [
      "For the toast we need 18 bottles of prosecco, that's one glass each with a bit spare.",
      "Sale or return?",
    ],
    parent: [
      "Ordered eighteen bottles of fizz for the speeches from the wine merchant, sale or return on unopened ones.",
      "Nice one.",
    ],
    conflicts: [],
    paraphrases: [["18 bottles", "eighteen bottles"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h41 hen cocktail class",
    branch: [
      "Cocktail masterclass for the hen is booked at half past six, then dinner next door.",
      "Do we need ID?",
      "Bring it just in case.",
    ],
    parent: [
      "Hen itinerary for Saturday: spa at 2pm, cocktail class 6:30pm, dinner after, bar crawl if we're still standing.",
    ],
    conflicts: [],
    paraphrases: [["half past six", "6:30pm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h41 honey jar favours",
    branch: [
      "The honey favours arrived: 150 mini jars with the hexagon tags, they just need the ribbon tied.",
      "I'll do it on Wednesday night.",
    ],
    parent: [
      "Did the beekeeper deliver?",
      "Yes, a hundred and fifty little jars, labels already on.",
      "Ribbon-tying party then!",
    ],
    conflicts: [],
    paraphrases: [["150 mini jars", "a hundred and fifty little jars"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h41 surprise sixtieth arrival",
    branch: [
      "Surprise party for Dad's sixtieth: guests must be in the function room by 7pm, he's arriving at 7:30.",
      "Nobody post on Facebook!",
    ],
    parent: [
      "Reminder about the 60th - everyone inside by 19:00, birthday boy walks in at 19:30.",
      "Lights off when he comes in?",
      "Yes, and shout on three.",
    ],
    conflicts: [],
    paraphrases: [
      ["7pm", "19:00"],
      ["7:30", "19:30"],
      ["sixtieth", "60th"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h41 wedding fireworks",
    branch: [
      "The fireworks firm will set off a ten-minute display over the lake at quarter past ten.",
      "Do we need to warn the neighbours?",
    ],
    parent: [
      "Pyro company confirmed: show starts 22:15, duration 10 minutes, and they'll handle the council notice.",
      "Great.",
    ],
    conflicts: [],
    paraphrases: [
      ["quarter past ten", "22:15"],
      ["ten-minute display", "10 minutes"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h41 bridal hair and makeup trial",
    branch: [
      "My hair and makeup trial with Sophie is at 9am on the 12th, she charges £95 for it.",
      "Should I bring photos of the veil?",
    ],
    parent: [
      "Sophie's confirmation: trial at nine in the morning, fee ninety-five pounds, please arrive with clean dry hair.",
      "Bring the veil pics too.",
    ],
    conflicts: [],
    paraphrases: [
      ["9am", "nine in the morning"],
      ["£95", "ninety-five pounds"],
    ],
    shapes: ["paraphrase"],
  },

  // ---------------------------------------------------------------- shared-words (6)
  {
    name: "h41 flower budget vs spend",
    branch: [
      "The flower budget for the wedding is £1,200, bouquets and centrepieces included.",
      "Don't let me go over!",
    ],
    parent: [
      "Quick tally: so far the wedding flowers have cost £750, the deposit plus the buttonholes.",
      "So still some room for the arch?",
      "A bit, yes.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h41 family reunion years",
    branch: [
      "At the 2019 family reunion in the village hall we had 45 relatives turn up.",
      "Auntie Bev still talks about the trifle.",
    ],
    parent: [
      "For the 2025 family reunion in the village hall we're expecting 60 relatives.",
      "Need more trestle tables then.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h41 chair cover hire each vs total",
    branch: ["Chair covers with sashes are £2.50 each from the hire shop.", "Ivory or champagne?"],
    parent: ["The chair covers with sashes come to £300 in total for all 120 chairs.", "Champagne, definitely."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h41 hotel room block rates",
    branch: ["The hotel is holding the bridal suite for the wedding night at £320 a night."],
    parent: [
      "For guests, the hotel is holding standard double rooms at £140 a night until 1 May.",
      "Send the booking code out with the invites.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h41 evening reception capacity vs RSVPs",
    branch: [
      "The venue's capacity for the evening reception is 150 people, because of fire regs.",
      "Good to know before we add more names.",
    ],
    parent: ["So far 112 people have RSVP'd yes to the evening reception.", "A few still to chase."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h41 wedding speech lengths",
    branch: ["Timed the best man's speech at the rehearsal: about 6 minutes with laughs.", "Cut the stag story."],
    parent: [
      "Timed the maid of honour's speech this morning: about 9 minutes, needs trimming.",
      "Maybe drop the school anecdote.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
