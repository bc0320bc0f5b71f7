/**
 * Long-history TRAINING set: a development set written to fit an update model (one that decides
 * whether a later sentence updates an earlier statement). It is NOT held out: scores on it say
 * nothing about how the engine does on unseen conversations. The chat suite runs it beside the
 * other dev sets ("look-alikes (dev)"). The model it was written for was fitted in session 49 and
 * not adopted: left one conversation out, it found none of these twelve updates (eval/RESULTS.md).
 *
 * Written by a helper session (Claude) on branch lh-train. Read beforehand: the types and the first
 * case ("moving flat") of eval/long-history-cases.ts (an over-long print also showed the opening
 * lines of its second case). Nothing under lib/, nothing in eval/heldout/, and neither
 * eval/long-history-paraphrased.ts nor eval/long-history-updates-dev.ts was read; no eval was run.
 *
 * Each conversation has the LongHistoryCase shape: five early facts, one updated fact, three
 * ancestor facts, sixteen chatter lines. The update is written as people write one: implied rather
 * than announced, with new words for the thing ("the crew" for the fitters, "the muck" for the
 * compost, "yeses" for people coming), the old value not repeated, and at most one content word
 * shared with the statement. The updated fact's question shares no content word with the update.
 * Every conversation also carries look-alikes (marked "look-alike" below): the same attribute of a
 * different thing, change words applied to something else, or chatter with names, numbers and dates
 * that answer nothing asked. None of them updates anything asked.
 *
 * The twelve topics, with the kind of value each update changes:
 *   1. garden shed going up ................ day of the week (Tuesday -> Friday)
 *   2. colleague's retirement do ........... count of people coming (38 -> 46)
 *   3. raised beds in the back garden ...... time of day of the compost delivery (8am -> 2:30)
 *   4. stolen-bike insurance claim ......... reference number (CLM-448213 -> BX-90217)
 *   5. residents' newsletter ............... date the printer needs it (3 March -> 10 March)
 *   6. seven-year-old's birthday party ..... venue (Riverside leisure centre -> St Anne's church hall)
 *   7. tax return with an accountant ....... amount of money (420 -> 385)
 *   8. children's swimming lessons ......... time of day (5:30 -> 4:45)
 *   9. bakery rebrand ...................... person's name, logo designer (Tomasz Wierzbicki -> Ines Carvalho)
 *  10. scouts' quiz-night fundraiser ....... person's name, quiz host (Declan Moore -> Harriet Osei)
 *  11. support team's away day ............. place (Old Granary -> Fox and Hounds)
 *  12. annual boiler service ............... date (17 October -> 24 October)
 */

import type { LongHistoryCase } from "./long-history-cases";

export const LONG_HISTORY_TRAIN: LongHistoryCase[] = [
  {
    name: "garden shed",
    early: [
      {
        say: "The shed kit cost 1,180 pounds from Hartwell Garden Buildings, plus 90 for delivery.",
        ask: "What did we end up paying for the shed itself?",
        value: "1,180",
      },
      {
        say: "The concrete base is 2.4 by 1.8 metres, a bit bigger than the shed's own footprint.",
        ask: "How big is the slab going to be?",
        value: "2.4 by 1.8",
      },
      {
        say: "The shed will go behind the apple tree, not by the fence where the old one stood.",
        ask: "Whereabouts in the garden is the new shed going?",
        value: "apple tree",
      },
      {
        say: "The roof felt is green and the door furniture is black.",
        ask: "What colour did we choose for the roofing?",
        value: "green",
      },
      {
        say: "Our neighbour Gareth is lending us his drill for the shelving.",
        ask: "Who said we could borrow a drill?",
        value: "Gareth",
      },
    ],
    updated: {
      say: "The fitters are coming to put the shed up on Tuesday, the day after the base is poured.",
      update: "Hartwell's crew rang, and Friday is the soonest they can get here.",
      ask: "Which day will the shed be going up?",
      value: "Tuesday",
      now: "Friday",
    },
    ancestor: [
      {
        // look-alike: a day for a different job
        say: "Gareth's cousin Dev is pouring the base on Monday.",
        ask: "Who's doing the concrete?",
        value: "Dev",
      },
      {
        say: "We're painting the shed in Cuprinol Willow, two coats.",
        ask: "Which paint colour did we settle on for the shed?",
        value: "Willow",
      },
      {
        say: "The skip for the old shed is ours until the 20th.",
        ask: "How long have we got the skip?",
        value: "20th",
      },
    ],
    chatter: [
      "We moved the compost bin over to the far corner to make room.", // look-alike: change words, other thing
      "The old shed came down in about forty minutes, it was that rotten.",
      "The bin men have switched the green waste to Thursdays.", // look-alike: new day, other thing
      "The garden centre is shut on Wednesday for stocktaking.", // look-alike: a day, other thing
      "I found a toad living under the old floorboards.",
      "Do you reckon something that small needs guttering?",
      "The kids want a window box on the front of it.",
      "Bought three tins of wood preserver, 28 pounds the lot.",
      "Next door's extension took their builders six weeks.",
      "The lawn is going to be a mess after all this.",
      "My dad built his own shed in 1987 and it's still standing.",
      "Saturday's forecast is heavy rain all day.",
      "We should clear the bikes out of the garage first.",
      "The apple tree needs pruning anyway.",
      "Gareth says his took two people a whole afternoon, rain and all.",
      "I'd like a little bench outside it eventually.",
    ],
  },
  {
    name: "retirement do",
    early: [
      {
        say: "Maureen's leaving do is at the Crown and Anchor, in the function room upstairs.",
        ask: "Which pub are we having Maureen's farewell in?",
        value: "Crown and Anchor",
      },
      {
        // look-alike: a count of people, but of card signers
        say: "The collection for her present has reached 260 pounds, and 31 people have signed the card.",
        ask: "How much is in the kitty for Maureen's gift?",
        value: "260",
      },
      {
        say: "We're getting her a pottery course at Clayworks in Bristol.",
        ask: "What are we buying Maureen?",
        value: "pottery course",
      },
      {
        say: "Maureen has been with the company 34 years, since she started in accounts in 1991.",
        ask: "How long has Maureen been here?",
        value: "34 years",
      },
      {
        say: "Her husband Clive is coming along as a surprise.",
        ask: "Who's the surprise guest?",
        value: "Clive",
      },
    ],
    updated: {
      say: "So far 38 people are coming to Maureen's leaving do, out of the 50 we invited.",
      update: "Counted the yeses again this morning: 46, now the warehouse lot have replied.",
      ask: "How many guests are we expecting at the send-off?",
      value: "38",
      now: "46",
    },
    ancestor: [
      {
        say: "The buffet is from Patel's, at 14 pounds a head.",
        ask: "Who's doing the food?",
        value: "Patel's",
      },
      {
        say: "Speeches start at 7:30 and Dennis from sales is giving the main one.",
        ask: "Who's making the big speech?",
        value: "Dennis",
      },
      {
        // look-alike: a count, but of capacity
        say: "The function room holds 60 at most.",
        ask: "What's the most the upstairs room can take?",
        value: "60",
      },
    ],
    chatter: [
      "We've moved the presentation to after the food, people get restless otherwise.", // look-alike: change words, other thing
      "Twelve from the Leeds office will watch on the video link rather than travel down.", // look-alike: a count of others
      "Maureen still thinks it's a normal Friday drinks.",
      "I need to get forty helium balloons, or is that too many?",
      "Dennis keeps trying to add jokes about the 1998 server crash.",
      "The card has a cartoon of her with her famous red stapler.",
      "I hope the DJ doesn't play only eighties music.",
      "Clive says she's been dreading retirement a bit.",
      "Someone suggested a slideshow of old office photos.",
      "Parking near the pub is terrible after six.",
      "The last leaving do I organised had 22 people and ran out of sausage rolls.", // look-alike: a count, other event
      "Should we ask the cleaners? They've known her longer than anyone.",
      "Karen from HR offered to do the name badges.",
      "I'll need to leave by eleven for the last train.",
      "We replaced the banner with one that spells her name right.",
      "Her replacement, Tariq, starts on 3 June.",
    ],
  },
  {
    name: "raised beds",
    early: [
      {
        say: "We're building three raised beds along the south fence, each 2.4 metres long.",
        ask: "How many beds are we putting in?",
        value: "three",
      },
      {
        say: "The sleepers cost 22 pounds each from the reclamation yard in Frome.",
        ask: "What did each railway sleeper set us back?",
        value: "22",
      },
      {
        say: "The topsoil is coming from the landscapers on Station Road.",
        ask: "Who's supplying the soil?",
        value: "Station Road",
      },
      {
        say: "My sister Naomi is giving us her spare strawberry runners.",
        ask: "Where are the strawberry plants coming from?",
        value: "Naomi",
      },
      {
        say: "We want tomatoes in the middle bed and herbs in the one by the gate.",
        ask: "What's going in the centre bed?",
        value: "tomatoes",
      },
    ],
    updated: {
      say: "The compost from Hollins Farm is being delivered at 8am on Saturday, with the topsoil following at 11.",
      update: "Got a text from the farm: the muck won't land before 2:30.",
      ask: "What time is the compost arriving?",
      value: "8am",
      now: "2:30",
    },
    ancestor: [
      {
        say: "The wheelbarrow we borrowed from Mr Adeyemi has a flat tyre.",
        ask: "Whose barrow have we got?",
        value: "Mr Adeyemi",
      },
      {
        say: "We need 1.5 cubic metres to fill all three beds.",
        ask: "How much material will fill the beds?",
        value: "1.5 cubic metres",
      },
      {
        say: "The bark chippings for the paths come in 6 bags at 4.50 each.",
        ask: "How many bags of bark are we getting?",
        value: "6",
      },
    ],
    chatter: [
      "The landscapers have pushed the topsoil drop to Sunday morning.", // look-alike: a delivery time moved, other thing
      "The garden waste lorry comes at 7 on Mondays.", // look-alike: a time, other thing
      "I need to be at the kids' football by 10 on Saturday.", // look-alike: a time that answers nothing
      "Weeds came back within a week last year.",
      "Naomi's strawberries were tiny last summer but very sweet.",
      "We swapped the water butt and the bench around on the plan.",
      "Do slugs really hate copper tape or is that a myth?",
      "The robin has been following me round all morning.",
      "I think we need gloves that actually fit.",
      "The fence panels could do with a coat of stain while we're at it.",
      "Mr Adeyemi grows marrows the size of small dogs.",
      "My back is going to hate me on Sunday.",
      "Should the paths be bark or gravel in the long run?",
      "I read that marigolds keep the whitefly off the tomatoes.",
      "We dug up a 1970s pop bottle by the shed.",
      "The cat has already decided the empty frame is her bed.",
    ],
  },
  {
    name: "stolen bike claim",
    early: [
      {
        say: "My bike was taken from outside the library on Tuesday evening.",
        ask: "Where did the bike go missing from?",
        value: "library",
      },
      {
        // look-alike: an identifier for a different thing
        say: "It's a blue Genesis Croix de Fer, frame number WTU21487760C.",
        ask: "What's the number stamped on the frame?",
        value: "WTU21487760C",
      },
      {
        // look-alike: another reference, but the police one
        say: "The police crime reference is 46/88213/24.",
        ask: "What crime number did the police give me?",
        value: "46/88213/24",
      },
      {
        say: "The bike was worth about 1,250 when I bought it in 2021.",
        ask: "What was it worth?",
        value: "1,250",
      },
      {
        say: "The excess on my home insurance is 100 pounds.",
        ask: "How much will I have to pay towards it myself?",
        value: "100",
      },
    ],
    updated: {
      say: "The insurance claim number for the bike is CLM-448213, and the handler is Joanne.",
      update: "Ashgrove Mutual merged everything into a fresh file, so it's BX-90217 I should quote.",
      ask: "What's the number on my insurance claim?",
      value: "CLM-448213",
      now: "BX-90217",
    },
    ancestor: [
      {
        // look-alike: yet another identifier
        say: "The insurer is Ashgrove Mutual, policy number HP-7730915.",
        ask: "What's my home insurance policy number?",
        value: "HP-7730915",
      },
      {
        say: "The lock was a Kryptonite D-lock that cost 65 pounds.",
        ask: "What kind of lock did I have on it?",
        value: "Kryptonite",
      },
      {
        say: "The CCTV footage is held by the library's facilities manager, Mr Brennan.",
        ask: "Who has the camera footage?",
        value: "Mr Brennan",
      },
    ],
    chatter: [
      "The police have changed the officer on my case to PC Dawes.", // look-alike: change words, other thing
      "I've been getting the 42 bus to work since it happened.",
      "Someone on the local Facebook group saw a blue bike on Gumtree for 300.",
      "My neighbour had his nicked in 2019 and never saw it again.",
      "I'm thinking about a folding bike next time.",
      "The replacement from Cycle Hub would come to 1,340.",
      "Joanne said these usually take 10 working days.",
      "I still have the receipt in the kitchen drawer, thankfully.",
      "The library staff were really kind about it.",
      "Apparently that rack is a known hotspot.",
      "I walked past the spot this morning out of pure habit.",
      "My helmet is just sitting in the hall now.",
      "The new lock I want is rated Sold Secure Gold.",
      "They sent me a form with reference box 7b left blank.", // look-alike: a reference that answers nothing
      "Commuting by bus adds twenty minutes each way.",
      "I'm annoyed I never registered it on BikeRegister.",
    ],
  },
  {
    name: "residents' newsletter",
    early: [
      {
        say: "The spring issue of the residents' newsletter is 16 pages, up from 12 last time.",
        ask: "How long is the spring issue?",
        value: "16",
      },
      {
        say: "We're printing 800 copies, one for every flat on the estate plus spares.",
        ask: "How many are we having run off?",
        value: "800",
      },
      {
        say: "Lindqvist Print are charging 340 pounds for the run.",
        ask: "What will the printing cost us?",
        value: "340",
      },
      {
        say: "The cover photo is Amira's shot of the canal in the snow.",
        ask: "Who took the front-page picture?",
        value: "Amira",
      },
      {
        say: "The lead story is about the new playground on Dock Street.",
        ask: "What's our main article about?",
        value: "playground",
      },
    ],
    updated: {
      say: "The newsletter has to be with the printer by 3 March, and articles are due to me by 24 February.",
      update: "Good news from Lindqvist: they'll take the files as late as 10 March.",
      ask: "When does the newsletter need to be at the printer?",
      value: "3 March",
      now: "10 March",
    },
    ancestor: [
      {
        say: "Delivery is done by volunteers, and Frank covers blocks A to D.",
        ask: "Which blocks is Frank doing?",
        value: "A to D",
      },
      {
        say: "The advert from Sunny's Launderette pays 45 pounds.",
        ask: "How much does the launderette pay for its ad?",
        value: "45",
      },
      {
        // look-alike: a date for a different issue
        say: "The summer issue is planned for 1 June.",
        ask: "When's the next issue after this one?",
        value: "1 June",
      },
    ],
    chatter: [
      "Amira's pushed her piece on the community fridge back to the summer.", // look-alike: change words, other thing
      "The council's deadline for the grant form moved to 28 February.", // look-alike: a deadline moved, other thing
      "Frank wants to add a puzzle page, crosswords mostly.",
      "Block F still has that broken letterbox.",
      "Someone complained the last issue was in too small a font.",
      "The tenants' meeting is on the first Tuesday of the month.",
      "We got 14 replies to the survey about bin stores.",
      "I spent an hour fighting with the layout software last night.",
      "Mrs Okonjo wants to write about the 1960s when the estate was built.",
      "The playground opening had about a hundred kids there.",
      "Could we do a recipe column next time?",
      "Dock Street is still half dug up for the pipes.",
      "Amira's new camera has made a real difference.",
      "We should thank the volunteers properly at some point.",
      "The launderette owner is lovely, he gives us free coffee.",
      "My editor's note is far too long again.",
    ],
  },
  {
    name: "birthday party",
    early: [
      {
        say: "Leo's party is for 15 kids from his class, plus a few cousins.",
        ask: "How many of Leo's classmates are invited?",
        value: "15",
      },
      {
        say: "The cake is a dinosaur one from Crumbs on the high street, 48 pounds.",
        ask: "Which bakery is doing the cake?",
        value: "Crumbs",
      },
      {
        say: "The party is on Saturday the 12th from 2 till 4.",
        ask: "What hours does Leo's do run?",
        value: "2 till 4",
      },
      {
        say: "Party bags will have a yo-yo and a dinosaur sticker in them.",
        ask: "What are the children taking home?",
        value: "yo-yo",
      },
      {
        say: "My mum, Gloria, is bringing the sandwiches.",
        ask: "Who's making the sandwiches?",
        value: "Gloria",
      },
    ],
    updated: {
      say: "The party is at Riverside leisure centre's pool, with the side room booked for food afterwards.",
      update: "The swimming's off because of a burst pipe, so we've got the bouncy castle in St Anne's church hall.",
      ask: "Where is Leo's birthday happening?",
      value: "Riverside",
      now: "St Anne's church hall",
    },
    ancestor: [
      {
        // look-alike: a venue for a different child's party
        say: "Harry's party last month was at the trampoline park in Kingsmead.",
        ask: "Where did Harry have his party?",
        value: "trampoline park",
      },
      {
        say: "The entertainer is Captain Kazoo, booked for 90 minutes.",
        ask: "Who's entertaining the kids?",
        value: "Captain Kazoo",
      },
      {
        say: "Leo wants a blue balloon arch by the door.",
        ask: "What colour does Leo want the balloons?",
        value: "blue",
      },
    ],
    chatter: [
      "We moved the cake collection to Friday afternoon so it stays fresh.", // look-alike: change words, other thing
      "Maya's party is at the soft play in Westgate on the 19th.", // look-alike: another child's venue
      "Leo has invited literally everyone he sat next to this year.",
      "I've wrapped 20 pass-the-parcel layers and I'm losing the will to live.",
      "Do seven-year-olds still play musical statues?",
      "Gloria insists on crusts off, for some reason.",
      "One of the mums asked if siblings can come too.",
      "Leo changed his mind about the theme twice this week.", // look-alike: change words, other thing
      "The invitations had a T. rex wearing a party hat.",
      "I need to buy candles, seven and one for luck.",
      "We still have leftover napkins from Ella's fourth.",
      "Oscar's dad offered to take photos.",
      "I hope nobody turns up with a nut allergy we don't know about.",
      "The thank-you cards can wait until the week after.",
      "Leo keeps practising his roar for the cake moment.",
      "Last year we did it at home and the carpet never recovered.",
    ],
  },
  {
    name: "tax return",
    early: [
      {
        say: "My accountant is Priya Raman at Raman & Co in Kettering.",
        ask: "Who does my books?",
        value: "Priya Raman",
      },
      {
        say: "The self-assessment deadline is 31 January, and the payment on account is due the same day.",
        ask: "When does the return have to be in?",
        value: "31 January",
      },
      {
        say: "I made about 28,000 from freelance illustration this year.",
        ask: "Roughly what did the illustration work bring in?",
        value: "28,000",
      },
      {
        say: "My UTR number starts 7719.",
        ask: "What are the first digits of my taxpayer reference?",
        value: "7719",
      },
      {
        say: "I'm claiming 312 pounds of home office expenses.",
        ask: "How much am I putting down for working from home?",
        value: "312",
      },
    ],
    updated: {
      say: "Priya's fee for doing the tax return is 420 pounds; last year it was 390.",
      update: "Her invoice arrived, 385 in the end, since she dropped the bookkeeping part.",
      ask: "How much am I paying to get my taxes sorted?",
      value: "420",
      now: "385",
    },
    ancestor: [
      {
        // look-alike: a price, other thing
        say: "The bookkeeping app, Ledgerly, is 12 pounds a month.",
        ask: "What does the accounts app cost?",
        value: "12",
      },
      {
        say: "I have to send her my receipts by 15 December.",
        ask: "When do the receipts have to go over?",
        value: "15 December",
      },
      {
        say: "My student loan repayments come to 1,100 this year.",
        ask: "How much is going back on the student loan?",
        value: "1,100",
      },
    ],
    chatter: [
      "My brother's accountant charges 600, which seems steep.", // look-alike: same attribute, other person
      "I changed banks to Monzo in the autumn for the business account.", // look-alike: change words, other thing
      "The shoebox of receipts is a disgrace, honestly.",
      "I sold a big commission to a publisher in Leeds in June.",
      "Do I count the new drawing tablet as equipment?",
      "Priya's office smells amazing, there's a bakery underneath.",
      "The HMRC website logged me out three times today.",
      "I'm going to put 30 percent of every invoice aside from now on.", // look-alike: invoices, other thing
      "My mileage to the art fairs was about 900 miles.",
      "Last year's refund arrived in March.",
      "Maybe I should register for VAT if things keep growing.",
      "I always forget the phone bill counts partly as business.",
      "The pension contribution question still confuses me.",
      "My friend Tanya does her own return and swears by it.",
      "The gallery paid me 450 late, which threw everything off.", // look-alike: an amount that answers nothing
      "I should open a separate savings pot for tax.",
    ],
  },
  {
    name: "swimming lessons",
    early: [
      {
        say: "Both kids are in Stage 4 at Waterside, and Ruby's nearly ready for Stage 5.",
        ask: "Which level are the children on?",
        value: "Stage 4",
      },
      {
        say: "Lessons cost 38 pounds a month each.",
        ask: "What do we pay per child?",
        value: "38",
      },
      {
        say: "The teacher is called Bronwyn and she used to swim for Wales.",
        ask: "Who teaches them?",
        value: "Bronwyn",
      },
      {
        say: "Ruby needs new goggles, junior size, the blue Speedo ones.",
        ask: "What brand of goggles is Ruby after?",
        value: "Speedo",
      },
      {
        say: "We car-share with the Akhtars and they drive on alternate weeks.",
        ask: "Who do we split the driving with?",
        value: "Akhtars",
      },
    ],
    updated: {
      say: "The kids' lesson starts at 5:30 on Wednesdays, and the changing rooms open at 5:15.",
      update: "Waterside reshuffled the timetable, so the little ones are in the water from 4:45.",
      ask: "What time do our two have swimming?",
      value: "5:30",
      now: "4:45",
    },
    ancestor: [
      {
        // look-alike: a slot for a different activity
        say: "Ruby's gymnastics is at 6 on Thursdays at the sports hall.",
        ask: "Which evening is Ruby's gymnastics?",
        value: "Thursdays",
      },
      {
        say: "The next badge is the 25 metre backstroke.",
        ask: "What are they working towards next?",
        value: "backstroke",
      },
      {
        say: "Parking at Waterside is 2 pounds for two hours.",
        ask: "What does the car park cost?",
        value: "2 pounds",
      },
    ],
    chatter: [
      "The Akhtars have moved their lad to the 6:15 class.", // look-alike: a new time, other child
      "The gym upstairs now opens at 6am.", // look-alike: a new time, other thing
      "Ruby says Bronwyn can hold her breath for a whole minute.",
      "The chlorine makes Sam's hair go green, I swear.",
      "We forgot the towels twice last month.",
      "There's a gala on 8 March if they want to enter.",
      "The vending machine only takes exact change.",
      "Sam is scared of the deep end still.",
      "I read a magazine in the gallery while they swim.",
      "The Akhtars' car smells of wet dog.",
      "Ruby got her 100 metre badge last term.",
      "Maybe we should try the outdoor lido in summer.",
      "The lockers need a pound coin, who carries those anymore?",
      "Sam wants to do water polo when he's older.",
      "Bronwyn's assistant, Callum, is only seventeen.",
      "Hot chocolate afterwards has become a tradition.",
    ],
  },
  {
    name: "bakery rebrand",
    early: [
      {
        say: "The bakery's new name is going to be Rise & Crumb.",
        ask: "What are we calling the shop now?",
        value: "Rise & Crumb",
      },
      {
        say: "The budget for the whole rebrand is 2,500 pounds.",
        ask: "How much can we spend on the new look?",
        value: "2,500",
      },
      {
        // look-alike: a supplier's name for a different job
        say: "The sign maker is Lettercraft in Stroud.",
        ask: "Who's doing the shopfront sign?",
        value: "Lettercraft",
      },
      {
        say: "The colours are terracotta and cream.",
        ask: "Which colours did we pick?",
        value: "terracotta",
      },
      {
        say: "We reopen with the new look on 5 April.",
        ask: "When's the relaunch?",
        value: "5 April",
      },
    ],
    updated: {
      say: "Tomasz Wierzbicki is designing the logo, and his partner Ela is doing the website.",
      update: "Ines Carvalho has taken the artwork over; the first guy got a full-time job in London.",
      ask: "Who's designing our new logo?",
      value: "Tomasz Wierzbicki",
      now: "Ines Carvalho",
    },
    ancestor: [
      {
        say: "The packaging supplier is Boxwell, and they need final files by the end of March.",
        ask: "Who's making the boxes and bags?",
        value: "Boxwell",
      },
      {
        say: "We're printing 5,000 paper bags with the new mark.",
        ask: "How many bags are on order?",
        value: "5,000",
      },
      {
        say: "Our Instagram handle will be @riseandcrumb.",
        ask: "What's the shop's Instagram?",
        value: "@riseandcrumb",
      },
    ],
    chatter: [
      "Mum's handed the Saturday shift over to her friend Carol.", // look-alike: a takeover, other role
      "Sam, the head baker, wants the sourdough front and centre.",
      "We switched flour suppliers to Shipton Mill in January.", // look-alike: change words, other thing
      "Customers keep asking if the cinnamon buns are staying.",
      "The old sign has been up since 1994.",
      "I like the idea of a wheat ear in the design somewhere.",
      "The till roll still has the old name printed on it.",
      "We sold 140 croissants on Sunday, a record.",
      "Carol makes the best Bakewell tart in the county.",
      "The window display needs a rethink too.",
      "Should the aprons match the new colours?",
      "A woman from the local paper wants to do a piece on us.",
      "Our loyalty cards will need reprinting.",
      "The landlord has agreed to let us repaint the frontage.",
      "Sam burnt his arm on the oven door again.",
      "I'm not sure about the ampersand, but everyone else loves it.",
    ],
  },
  {
    name: "quiz fundraiser",
    early: [
      {
        say: "The quiz is raising money for the 3rd Ashby Scouts' new minibus.",
        ask: "What's the money going towards?",
        value: "minibus",
      },
      {
        say: "Tickets are 8 pounds each, or 30 for a team of four.",
        ask: "What does it cost one person to get in?",
        value: "8",
      },
      {
        say: "It's at the Red Lion on 21 November, starting at 7:30.",
        ask: "Which pub is it in?",
        value: "Red Lion",
      },
      {
        say: "There will be 6 rounds, including a picture round and a music round.",
        ask: "How many rounds have we planned?",
        value: "6",
      },
      {
        say: "The raffle's top prize is a hamper donated by Fenwick's deli.",
        ask: "What can you win in the raffle?",
        value: "hamper",
      },
    ],
    updated: {
      say: "Declan Moore is hosting the quiz, with his daughter Aoife doing the scores.",
      update: "We've lost our question-reader to flu; Harriet Osei's taking the microphone.",
      ask: "Who's the quizmaster on the night?",
      value: "Declan Moore",
      now: "Harriet Osei",
    },
    ancestor: [
      {
        // look-alike: the same role, but last year
        say: "Last year's quiz was hosted by the vicar, Reverend Platt.",
        ask: "Who ran it the year before?",
        value: "Reverend Platt",
      },
      {
        say: "We raised 1,140 pounds last year.",
        ask: "What did we make last time?",
        value: "1,140",
      },
      {
        say: "The Red Lion is letting us have the back room for free.",
        ask: "What are we paying for the room?",
        value: "free",
      },
    ],
    chatter: [
      "Aoife's handing the scoring over to her boyfriend Niall.", // look-alike: a takeover, other role
      "We swapped the picture round for a flags round.", // look-alike: change words, other thing
      "Team names so far include Quiz Team Aguilera and The Usual Suspects.",
      "The scouts are doing the washing up as their good turn.",
      "Someone always argues about the capital of Australia.",
      "Fenwick's also threw in a bottle of port.",
      "We need answer sheets for about 18 teams.",
      "The landlord says last orders is 11 sharp.",
      "I've written forty questions and half of them are about birds.",
      "The minibus they have now is older than most of the scouts.",
      "The PA system crackles if you stand too near the speaker.",
      "Pens go missing at every quiz, I'll bring a box of 50.",
      "The tie-break question is how many steps in the Eiffel Tower.",
      "Reverend Platt said he's happy just to play this year.",
      "The music round has a lot of Abba in it.",
      "Posters went up in the Co-op and the library yesterday.",
    ],
  },
  {
    name: "team away day",
    early: [
      {
        say: "The away day is for the 14 people in the support team.",
        ask: "How many of us are going?",
        value: "14",
      },
      {
        say: "The budget is 75 pounds a head, including lunch.",
        ask: "How much can we spend per person?",
        value: "75",
      },
      {
        say: "Marcus from the Leeds office is running the morning workshop.",
        ask: "Who's leading the first session?",
        value: "Marcus",
      },
      {
        say: "We're doing a treasure hunt in the afternoon instead of the usual escape room.",
        ask: "What's the activity after lunch?",
        value: "treasure hunt",
      },
      {
        say: "The coach leaves from the office car park at 8:15.",
        ask: "When do we set off?",
        value: "8:15",
      },
    ],
    updated: {
      say: "The away day is at the Old Granary in Wexcombe, in their barn room.",
      update: "Burst water tank at the barn place, so we'll all be squeezed upstairs at the Fox and Hounds.",
      ask: "Where are we going for the offsite?",
      value: "Old Granary",
      now: "Fox and Hounds",
    },
    ancestor: [
      {
        // look-alike: a venue for a different event
        say: "The Christmas party is at the Brasserie on King Street.",
        ask: "Where's the Christmas do?",
        value: "Brasserie",
      },
      {
        say: "Dietary forms need to go to Farah by Friday.",
        ask: "Who collects the food requirements?",
        value: "Farah",
      },
      {
        say: "The coach company is Bluebell Travel.",
        ask: "Which firm is driving us?",
        value: "Bluebell",
      },
    ],
    chatter: [
      "The sales team's away day has been moved to the Botanical Gardens.", // look-alike: a venue moved, other team
      "The all-hands meeting has gone to the big room on the third floor.", // look-alike: a place moved, other thing
      "Farah says two people are vegan and one is coeliac.",
      "Last year's team-building involved a lot of rope and a lot of complaining.",
      "Marcus is bringing his famous flip chart markers.",
      "The tickets backlog is at 230 and we're all away for a day.",
      "Someone has to cover the phones, probably Gavin.",
      "I hope the treasure hunt doesn't involve running.",
      "The clues are being written by Priti, who loves puns.",
      "We should do a team photo this time.",
      "The coach has a toilet, apparently, which is a first.",
      "I'll ask IT whether we can close the queue for the afternoon.",
      "Bring wellies, it's been raining all week out there.",
      "Our manager wants a feedback form at the end.",
      "The new starters, Jo and Kemal, will have been here three weeks by then.",
      "There's a bakery in the village that does a great pasty.",
    ],
  },
  {
    name: "boiler service",
    early: [
      {
        say: "The boiler is a Worcester Bosch, about eleven years old.",
        ask: "What make is our boiler?",
        value: "Worcester Bosch",
      },
      {
        say: "Our home emergency cover is with HomeShield, and the policy ends in November.",
        ask: "Who are we covered with for emergencies?",
        value: "HomeShield",
      },
      {
        say: "A standard service costs 85 pounds, plus parts.",
        ask: "What does a normal service cost?",
        value: "85",
      },
      {
        say: "The pressure keeps dropping to about 0.8 bar.",
        ask: "How low is the pressure getting?",
        value: "0.8",
      },
      {
        say: "The radiator in the back bedroom is cold at the top.",
        ask: "Which radiator needs bleeding?",
        value: "back bedroom",
      },
    ],
    updated: {
      say: "The boiler service is booked for 17 October, in the morning slot between 8 and 12.",
      update: "The gas man rang and has pencilled me in for 24 October.",
      ask: "When is someone coming to look at the boiler?",
      value: "17 October",
      now: "24 October",
    },
    ancestor: [
      {
        // look-alike: a date for a different visit
        say: "The chimney sweep is coming on 3 October.",
        ask: "When's the sweep due?",
        value: "3 October",
      },
      {
        say: "The engineer is Kwame, from Brightwarm Heating.",
        ask: "What's the heating engineer called?",
        value: "Kwame",
      },
      {
        // look-alike: another October date, other thing
        say: "Last year's gas safety certificate runs out on 30 October.",
        ask: "When does the safety certificate expire?",
        value: "30 October",
      },
    ],
    chatter: [
      "The electrician has rescheduled the fuse board job to the 20th.", // look-alike: a new date, other trade
      "The thermostat batteries died again on Sunday.",
      "We turned the heating on for the first time on 1 October.",
      "Kwame says the flue looks fine from outside.",
      "The hot water takes ages to come through in the mornings.",
      "Our gas bill was 112 last month, which is mad.",
      "My dad says you should bleed radiators every autumn.",
      "The cupboard around the boiler is full of mops.",
      "I found the manual from 2014 in a drawer.",
      "Next door had their whole system replaced for 4,200.",
      "We swapped the radiator valves in the lounge last spring.", // look-alike: change words, other thing
      "The cat sleeps on the warm pipe in the airing cupboard.",
      "Do smart thermostats actually save money?",
      "I keep hearing a ticking noise at night.",
      "The landlord before us never serviced anything.",
      "I need to clear a path to the boiler before anyone comes.",
    ],
  },
];
