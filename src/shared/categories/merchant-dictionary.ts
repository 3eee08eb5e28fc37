import type { DefaultCategoryId } from './category-list';

// Common UK merchants -> clean name and category (issue 14, part 2). Each line is
// 'PATTERN|PATTERN=Clean name'; a pattern is whole words of a merchant key (upper case,
// as merchantKey makes it), so 'TESCO' matches 'TESCO STORES' and 'TESCO EXPRESS' but
// never 'TESCOMBE'. The longest match wins, so 'TESCO MOBILE' beats 'TESCO'. Keywords
// ('SUPERMARKET', 'CAFE') sort unknown merchants and never rename them; any brand beats them.
// A pattern starting '^' must be the whole key: 'THREE' alone is the network, while
// 'THREE HORSESHOES' is a pub.

type Lines = Partial<Record<DefaultCategoryId, readonly string[]>>;

const BRANDS: Lines = {
  groceries: [
    'TESCO=Tesco', "SAINSBURYS|SAINSBURY|JS ONLINE GROCERY|SAINSBURYS S MKT|SAINSBURYS SMKT=Sainsbury's", 'ASDA|ASDA STORES|ASDA SUPERSTORE=Asda',
    "MORRISONS|WM MORRISON|WM MORRISONS|MORRISON=Morrisons", 'ALDI|ALDI STORES=Aldi', 'LIDL|LIDL GB|LIDL UK=Lidl', 'WAITROSE|WAITROSE & PARTNERS=Waitrose',
    'CO OP|COOP|CO-OP|CO OPERATIVE|COOPERATIVE FOOD|CO OP GROUP|SOUTHERN CO OP|MIDCOUNTIES CO OP=Co-op', 'ICELAND|ICELAND FOODS=Iceland',
    'OCADO|OCADO RETAIL=Ocado', 'M&S SIMPLY FOOD|M&S FOOD|MARKS & SPENCER SIMPLY FOOD|M & S SIMPLY FOOD=M&S Food', 'SPAR=Spar',
    'NISA|NISA LOCAL=Nisa', 'BUDGENS=Budgens', 'FARMFOODS=Farmfoods', 'MCCOLLS|MCCOLL S=McColl\'s', 'ONE STOP|ONE STOP STORES=One Stop',
    'COSTCO=Costco', 'BOOKER=Booker', 'GOUSTO=Gousto', 'HELLOFRESH|HELLO FRESH=HelloFresh', 'MILK & MORE|MILK AND MORE=Milk & More',
    'PREMIER STORES=Premier', 'LONDIS=Londis', 'COSTCUTTER=Costcutter', 'HOLLAND & BARRETT|HOLLAND AND BARRETT=Holland & Barrett',
    'WHOLE FOODS|WHOLEFOODS=Whole Foods', 'GETIR=Getir', 'ZAPP=Zapp', 'AMAZON FRESH=Amazon Fresh', 'SHELL SELECT=Shell Select',
  ],
  'eating-out': [
    'PRET|PRET A MANGER=Pret A Manger', 'COSTA|COSTA COFFEE=Costa', 'STARBUCKS=Starbucks', 'CAFFE NERO|NERO=Caffè Nero', 'GREGGS=Greggs',
    'MCDONALDS|MC DONALDS|MCDONALD S=McDonald\'s', 'BURGER KING=Burger King', 'KFC=KFC', 'SUBWAY=Subway', 'NANDOS|NANDO S=Nando\'s', 'WAGAMAMA=Wagamama',
    'PIZZA EXPRESS|PIZZAEXPRESS=PizzaExpress', 'DOMINOS|DOMINOS PIZZA|DOMINO S=Domino\'s', 'PIZZA HUT=Pizza Hut', 'PAPA JOHNS=Papa John\'s',
    'DELIVEROO=Deliveroo', 'JUST EAT|JUSTEAT|JUST-EAT=Just Eat', 'UBER EATS|UBEREATS=Uber Eats', 'WETHERSPOON|JD WETHERSPOON|WETHERSPOONS=Wetherspoon',
    '^LEON|LEON RESTAURANTS|LEON NATURALLY FAST=Leon', 'ITSU=Itsu', 'WASABI=Wasabi', 'TORTILLA=Tortilla', 'CHIPOTLE=Chipotle', 'FIVE GUYS=Five Guys', 'HONEST BURGERS=Honest Burgers',
    'FRANKIE & BENNYS|FRANKIE AND BENNYS=Frankie & Benny\'s', 'TOBY CARVERY=Toby Carvery', 'HARVESTER=Harvester', 'BREWERS FAYRE=Brewers Fayre',
    'BELLA ITALIA=Bella Italia', 'ZIZZI=Zizzi', 'ASK ITALIAN=ASK Italian', 'PREZZO=Prezzo', 'GBK|GOURMET BURGER=GBK', 'YO SUSHI|YO!=YO! Sushi',
    'WASABI SUSHI=Wasabi', 'TIM HORTONS=Tim Hortons', 'KRISPY KREME=Krispy Kreme', 'PATISSERIE VALERIE=Patisserie Valerie',
    'BENUGO=Benugo', '^PAUL|PAUL UK|PAUL BAKERY=Paul', 'BLACK SHEEP COFFEE=Black Sheep Coffee', 'SOHO COFFEE=Soho Coffee', 'TOGETHER COFFEE=Together Coffee',
    'WHSMITH CAFE=WHSmith', 'DISHOOM=Dishoom', 'BILLS RESTAURANT=Bill\'s', 'PIZZA PILGRIMS=Pizza Pilgrims', 'POPEYES=Popeyes', 'WINGSTOP=Wingstop',
    'TACO BELL=Taco Bell', 'STONEGATE=Stonegate', 'GREENE KING=Greene King', 'MITCHELLS & BUTLERS=Mitchells & Butlers', 'VINTAGE INNS=Vintage Inns',
    'ALL BAR ONE=All Bar One', 'SLUG AND LETTUCE|SLUG & LETTUCE=Slug and Lettuce', 'CHIQUITO=Chiquito', 'WIMPY=Wimpy', 'TOO GOOD TO GO=Too Good To Go',
  ],
  transport: [
    'TFL|TFL TRAVEL|TFL TRAVEL CH|TRANSPORT FOR LONDON|TFL GOV=TfL', 'TRAINLINE|THETRAINLINE|TRAINLINE COM=Trainline', 'UBER|UBER TRIP|UBER BV=Uber',
    'BOLT=Bolt', 'FREE NOW|FREENOW=FREENOW', 'ADDISON LEE=Addison Lee', 'NATIONAL RAIL=National Rail', 'LNER=LNER', 'AVANTI|AVANTI WEST COAST=Avanti West Coast',
    'GWR|GREAT WESTERN RAILWAY=GWR', 'NORTHERN|NORTHERN RAIL|NORTHERN TRAINS=Northern', 'SOUTHERN RAILWAY=Southern', 'SOUTHEASTERN=Southeastern', 'SWR|SOUTH WESTERN RAILWAY=South Western Railway',
    'THAMESLINK=Thameslink', 'SCOTRAIL=ScotRail', 'TRANSPORT FOR WALES|TFW=Transport for Wales', 'CROSSCOUNTRY|CROSS COUNTRY TRAINS=CrossCountry',
    'C2C=c2c', 'GREATER ANGLIA=Greater Anglia', 'CHILTERN RAILWAYS=Chiltern Railways', 'EMR|EAST MIDLANDS RAILWAY=East Midlands Railway',
    'TRANSPENNINE|TRANSPENNINE EXPRESS=TransPennine Express', 'MERSEYRAIL=Merseyrail', 'HEATHROW EXPRESS=Heathrow Express', 'GATWICK EXPRESS=Gatwick Express',
    'STAGECOACH=Stagecoach', 'FIRST BUS|FIRSTGROUP|FIRST GROUP=First Bus', 'ARRIVA=Arriva', 'GO AHEAD=Go-Ahead', 'NATIONAL EXPRESS=National Express',
    'MEGABUS=Megabus', 'LOTHIAN BUSES=Lothian Buses', 'METROLINK=Metrolink', 'TRANSPORT FOR GREATER MANCHESTER|TFGM=TfGM', 'NEXUS=Nexus',
    'SHELL=Shell', 'BP=BP', 'ESSO=Esso', 'TEXACO=Texaco', 'TESCO PFS|TESCO PETROL=Tesco Petrol', 'SAINSBURYS PETROL|SAINSBURYS PFS=Sainsbury\'s Petrol',
    'ASDA PETROL|ASDA PFS=Asda Petrol', 'MORRISONS PETROL|MORRISONS PFS=Morrisons Petrol', '^MOTO|MOTO HOSPITALITY=Moto', 'WELCOME BREAK=Welcome Break', 'ROADCHEF=Roadchef',
    'RINGGO|RINGO=RingGo', 'PAYBYPHONE|PAY BY PHONE=PayByPhone', 'JUSTPARK=JustPark', 'NCP=NCP', 'APCOA=APCOA', 'DART CHARGE=Dart Charge',
    'DVLA|DVLA VEHICLE TAX=DVLA', 'HALFORDS=Halfords', 'KWIK FIT=Kwik Fit', 'ZIPCAR=Zipcar', 'ENTERPRISE RENT=Enterprise', '^LIME|LIME RIDE|LIME BIKE|LIMEBIKE=Lime',
    'SANTANDER CYCLES=Santander Cycles', 'EVRI=Evri', 'POD POINT=Pod Point', 'TESLA SUPERCHARGER=Tesla',
  ],
  shopping: [
    'AMAZON|AMZN|AMZN MKTP|AMAZON MKTPLACE|AMAZON MARKETPLACE|AMAZON EU|AMAZON UK|AMZ=Amazon', 'EBAY=eBay', 'ARGOS=Argos', 'JOHN LEWIS=John Lewis',
    'M&S|MARKS & SPENCER|MARKS AND SPENCER|MARKS&SPENCER|M & S=M&S', 'NEXT|NEXT RETAIL|NEXT DIRECTORY=Next', 'PRIMARK=Primark', 'H&M|H & M=H&M', 'ZARA=Zara', 'UNIQLO=Uniqlo',
    'TK MAXX|TKMAXX=TK Maxx', 'ASOS=ASOS', 'BOOHOO=Boohoo', 'SHEIN=Shein', 'JD SPORTS=JD Sports', 'SPORTS DIRECT=Sports Direct', 'DECATHLON=Decathlon',
    'IKEA=IKEA', 'B&Q|B & Q=B&Q', 'WICKES=Wickes', 'SCREWFIX=Screwfix', 'TOOLSTATION=Toolstation', 'DUNELM=Dunelm', 'HOMEBASE=Homebase', 'THE RANGE=The Range',
    'B&M|B & M|B&M BARGAINS=B&M', 'HOME BARGAINS=Home Bargains', 'POUNDLAND=Poundland', 'WILKO=Wilko', 'THE WORKS=The Works', 'WHSMITH|WH SMITH=WHSmith',
    'WATERSTONES=Waterstones', 'CURRYS|CURRYS PC WORLD=Currys', 'APPLE STORE=Apple Store', 'AO COM|AO RETAIL=AO', '^VERY|VERY CO UK|VERYCOUK|SHOP DIRECT=Very', 'ETSY=Etsy',
    'VINTED=Vinted', 'DEPOP=Depop', 'TEMU=Temu', 'ALIEXPRESS=AliExpress', 'SMYTHS|SMYTHS TOYS=Smyths', 'GAME=GAME', 'CEX=CeX', 'HOBBYCRAFT=Hobbycraft',
    'CLARKS=Clarks', 'SCHUH=Schuh', 'RIVER ISLAND=River Island', 'NEW LOOK=New Look', 'MATALAN=Matalan', 'TESCO F&F|F&F=F&F', 'GAP=Gap', 'FAT FACE=Fat Face',
    'WHITE STUFF=White Stuff', 'SELFRIDGES=Selfridges', 'HARRODS=Harrods', 'DEBENHAMS=Debenhams', 'HOUSE OF FRASER=House of Fraser', 'ROBERT DYAS=Robert Dyas',
    'LAKELAND=Lakeland', 'OLIVER BONAS=Oliver Bonas', 'CARD FACTORY=Card Factory', 'PANDORA=Pandora', 'H SAMUEL=H Samuel', 'ERNEST JONES=Ernest Jones',
    'SAVERS=Savers', 'SHOPIFY=Shopify', 'WAYFAIR=Wayfair', 'MADE COM=Made.com', 'DUNELM MILL=Dunelm', 'THE ENTERTAINER=The Entertainer',
  ],
  'personal-care': [
    'BOOTS|BOOTS THE CHEMIST=Boots', 'SUPERDRUG=Superdrug', 'THE BODY SHOP=The Body Shop', 'LUSH=Lush', 'SPACE NK=Space NK', 'SEPHORA=Sephora',
    'TONI & GUY|TONI&GUY=Toni & Guy', 'REGIS=Regis', 'RUSH HAIR=Rush', 'TREATWELL=Treatwell', 'FRESHA=Fresha', 'BOOKSY=Booksy', 'LOOKFANTASTIC=Lookfantastic',
  ],
  health: [
    'LLOYDS PHARMACY|LLOYDSPHARMACY=LloydsPharmacy', 'WELL PHARMACY=Well Pharmacy', 'SPECSAVERS=Specsavers', 'VISION EXPRESS=Vision Express',
    'BUPA=Bupa', 'MYDENTIST|MY DENTIST=mydentist', 'PURE GYM|PUREGYM=PureGym', 'THE GYM|THE GYM GROUP=The Gym Group', 'DAVID LLOYD=David Lloyd',
    'NUFFIELD HEALTH=Nuffield Health', 'VIRGIN ACTIVE=Virgin Active', 'ANYTIME FITNESS=Anytime Fitness', 'BANNATYNE|BANNATYNES=Bannatyne',
    'EVERYONE ACTIVE=Everyone Active', 'BETTER GLL|BETTER LEISURE|GLL=Better', 'JD GYM|JD GYMS=JD Gyms', 'NHS|NHS PRESCRIPTION=NHS', 'ASDA PHARMACY=Asda Pharmacy',
    'PHARMACY2U=Pharmacy2U', 'CHEMIST4U=Chemist4U', 'STRAVA=Strava',
  ],
  entertainment: [
    'ODEON=Odeon', 'VUE|VUE CINEMAS=Vue', 'CINEWORLD=Cineworld', 'EVERYMAN=Everyman', 'PICTUREHOUSE=Picturehouse', 'SHOWCASE=Showcase',
    'TICKETMASTER=Ticketmaster', 'SEE TICKETS=See Tickets', 'EVENTBRITE=Eventbrite', 'AXS=AXS', '^DICE|DICE FM=DICE', 'SKIDDLE=Skiddle', 'ATG TICKETS=ATG Tickets',
    'NATIONAL LOTTERY|CAMELOT|ALLWYN=National Lottery', 'BET365=bet365', 'SKY BET|SKYBET=Sky Bet', 'PADDY POWER=Paddy Power', 'WILLIAM HILL=William Hill',
    'LADBROKES=Ladbrokes', 'BETFAIR=Betfair', 'STEAM|STEAMGAMES|STEAM PURCHASE=Steam', 'PLAYSTATION|PLAYSTATION NETWORK|SONY PLAYSTATION=PlayStation',
    'XBOX|MICROSOFT XBOX=Xbox', 'NINTENDO=Nintendo', 'MERLIN|MERLIN ENTERTAINMENTS=Merlin', 'NATIONAL TRUST=National Trust', 'ENGLISH HERITAGE=English Heritage',
    'HOLLYWOOD BOWL=Hollywood Bowl', 'TENPIN=Tenpin', 'GO APE=Go Ape', 'KINDLE=Kindle', 'AUDIBLE=Audible', 'GOOGLE PLAY=Google Play',
  ],
  subscriptions: [
    'NETFLIX=Netflix', 'SPOTIFY=Spotify', 'DISNEY PLUS|DISNEYPLUS|DISNEY=Disney+', 'AMAZON PRIME|PRIME VIDEO|AMZN PRIME|PRIMEVIDEO=Amazon Prime',
    'APPLE|APPLE BILL|APPLE SERVICES|ITUNES=Apple', 'GOOGLE|GOOGLE STORAGE|GOOGLE ONE|GOOGLE YOUTUBE|YOUTUBE|YOUTUBE PREMIUM=Google', '^NOW|NOW TV|NOWTV=NOW',
    'DAZN=DAZN', 'PARAMOUNT|PARAMOUNT PLUS=Paramount+', 'BRITBOX=BritBox', 'APPLE MUSIC=Apple Music', 'DEEZER=Deezer', 'TIDAL=Tidal',
    'MICROSOFT|MICROSOFT 365|MSFT=Microsoft', 'ADOBE=Adobe', 'DROPBOX=Dropbox', 'ICLOUD=iCloud', 'CHATGPT|OPENAI=OpenAI', 'PATREON=Patreon',
    'THE TIMES|TIMES NEWSPAPERS=The Times', 'THE GUARDIAN|GUARDIAN NEWS=The Guardian', 'THE TELEGRAPH|TELEGRAPH MEDIA=The Telegraph', 'ECONOMIST=The Economist',
    'NYTIMES|NEW YORK TIMES=New York Times', 'LINKEDIN=LinkedIn', 'DUOLINGO=Duolingo', 'HEADSPACE=Headspace', '^CALM|CALM COM|CALM APP=Calm', 'NORDVPN=NordVPN',
    'EXPRESSVPN=ExpressVPN', 'CANVA=Canva', 'ONLYFANS=OnlyFans', 'TWITCH=Twitch', 'CRUNCHYROLL=Crunchyroll', 'ZWIFT=Zwift', 'PELOTON=Peloton',
  ],
  'broadband-and-phone': [
    'BT|BT GROUP|BRITISH TELECOM|BT PLC=BT', 'SKY|SKY UK|SKY DIGITAL|SKY SUBSCRIPTION=Sky', 'VIRGIN MEDIA=Virgin Media', 'TALKTALK|TALK TALK=TalkTalk',
    'PLUSNET=Plusnet', 'EE|EE LIMITED=EE', 'O2|TELEFONICA|TELEFONICA UK=O2', 'VODAFONE=Vodafone', '^THREE|THREE MOBILE|H3G|HUTCHISON 3G=Three', 'GIFFGAFF=giffgaff',
    'TESCO MOBILE=Tesco Mobile', 'SKY MOBILE=Sky Mobile', 'VOXI=VOXI', 'SMARTY=SMARTY', 'LEBARA=Lebara', 'LYCAMOBILE=Lycamobile', 'ID MOBILE=iD Mobile',
    'COMMUNITYFIBRE|COMMUNITY FIBRE=Community Fibre', 'HYPEROPTIC=Hyperoptic', 'SHELL ENERGY BROADBAND=Shell Energy Broadband', 'NOW BROADBAND=NOW Broadband',
    'VIRGIN MOBILE=Virgin Mobile', 'ZEN INTERNET=Zen Internet', 'YOUFIBRE=YouFibre', 'TRUESPEED=Truespeed', 'GIGACLEAR=Gigaclear',
  ],
  energy: [
    'BRITISH GAS=British Gas', 'OCTOPUS|OCTOPUS ENERGY=Octopus Energy', 'EDF|EDF ENERGY=EDF', 'E ON|EON|E.ON|E ON NEXT|EON NEXT=E.ON',
    'OVO|OVO ENERGY=OVO', 'SCOTTISH POWER|SCOTTISHPOWER=ScottishPower', 'SSE=SSE', 'SHELL ENERGY=Shell Energy', 'UTILITA=Utilita', 'SO ENERGY=So Energy',
    'OUTFOX THE MARKET=Outfox the Market', 'CALOR=Calor', 'FLOGAS=Flogas', 'BULB=Bulb', 'GOOD ENERGY=Good Energy', 'ECOTRICITY=Ecotricity',
    'SMARTEST ENERGY=Smartest Energy', 'SOUTHERN ELECTRIC=Southern Electric', 'SWALEC=Swalec', 'NPOWER=npower',
  ],
  water: [
    'THAMES WATER=Thames Water', 'SEVERN TRENT=Severn Trent', 'UNITED UTILITIES=United Utilities', 'ANGLIAN WATER=Anglian Water', 'YORKSHIRE WATER=Yorkshire Water',
    'SOUTHERN WATER=Southern Water', 'SOUTH WEST WATER=South West Water', 'WESSEX WATER=Wessex Water', 'NORTHUMBRIAN WATER=Northumbrian Water',
    'WELSH WATER|DWR CYMRU=Welsh Water', 'AFFINITY WATER=Affinity Water', 'SOUTH EAST WATER=South East Water', 'BRISTOL WATER=Bristol Water',
    'PORTSMOUTH WATER=Portsmouth Water', 'SES WATER=SES Water', 'SOUTH STAFFS WATER|SOUTH STAFFORDSHIRE WATER=South Staffs Water',
    'ESSEX & SUFFOLK WATER|ESSEX AND SUFFOLK WATER=Essex & Suffolk Water', 'CAMBRIDGE WATER=Cambridge Water', 'SCOTTISH WATER=Scottish Water',
  ],
  'tv-licence': ['TV LICENCE|TV LICENSING|TVL|TV LICENCE MBP|TVLICENSING=TV Licensing'],
  insurance: [
    'AVIVA=Aviva', 'DIRECT LINE=Direct Line', 'ADMIRAL=Admiral', 'LV|LIVERPOOL VICTORIA|LV INSURANCE=LV=', 'AXA=AXA', 'CHURCHILL=Churchill',
    'HASTINGS|HASTINGS DIRECT=Hastings Direct', 'AGEAS=Ageas', 'RSA=RSA', 'MORE THAN=More Than', 'ESURE=esure', 'SHEILAS WHEELS=Sheilas\' Wheels',
    'LEGAL & GENERAL|LEGAL AND GENERAL=Legal & General', 'VITALITY|VITALITYLIFE|VITALITY HEALTH=Vitality', 'ROYAL LONDON=Royal London', 'ZURICH=Zurich',
    'PETPLAN=Petplan', 'TESCO INSURANCE=Tesco Insurance', 'BY MILES=By Miles', 'MARSHMALLOW=Marshmallow', 'ZEGO=Zego', 'SIMPLY BUSINESS=Simply Business',
    'DOMESTIC & GENERAL|DOMESTIC AND GENERAL|D&G=Domestic & General', 'HOMESERVE=HomeServe', 'COVEA=Covéa', 'SAGA=Saga', 'RAC=RAC', '^AA|THE AA|AA INSURANCE|AA MEMBERSHIP|AUTOMOBILE ASSOCIATION=The AA',
    'GREEN FLAG=Green Flag', 'SCOTTISH WIDOWS=Scottish Widows', 'AVIVA LIFE=Aviva', 'PRUDENTIAL=Prudential', 'BEAGLE STREET=Beagle Street',
  ],
  holidays: [
    'BOOKING COM|BOOKING=Booking.com', 'AIRBNB=Airbnb', 'EXPEDIA=Expedia', 'HOTELS COM=Hotels.com', 'EASYJET=easyJet', 'RYANAIR=Ryanair', 'JET2|JET2 COM|JET2HOLIDAYS=Jet2',
    '^BA|BRITISH AIRWAYS|BA COM=British Airways', 'VIRGIN ATLANTIC=Virgin Atlantic', 'TUI=TUI', 'PREMIER INN=Premier Inn', 'TRAVELODGE=Travelodge', 'HILTON=Hilton',
    'MARRIOTT=Marriott', 'HOLIDAY INN=Holiday Inn', 'CENTER PARCS=Center Parcs', '^HAVEN|HAVEN HOLIDAYS|HAVEN LEISURE=Haven', 'BUTLINS=Butlins', 'LOVEHOLIDAYS=loveholidays',
    'ON THE BEACH=On the Beach', 'EUROSTAR=Eurostar', 'P&O FERRIES|P & O FERRIES=P&O Ferries', 'WIZZ AIR=Wizz Air', 'LOGANAIR=Loganair', 'HEATHROW=Heathrow',
    'GATWICK=Gatwick', 'WORLD DUTY FREE=World Duty Free', 'HOSTELWORLD=Hostelworld', 'TRIP COM=Trip.com', 'VRBO=Vrbo', 'HOSEASONS=Hoseasons',
  ],
  'gifts-and-charity': [
    'OXFAM=Oxfam', 'BRITISH HEART FOUNDATION|BHF=British Heart Foundation', 'CANCER RESEARCH|CANCER RESEARCH UK=Cancer Research UK', 'RSPCA=RSPCA',
    'MACMILLAN=Macmillan', 'BRITISH RED CROSS|RED CROSS=British Red Cross', 'SAVE THE CHILDREN=Save the Children', 'NSPCC=NSPCC', 'JUSTGIVING|JUST GIVING=JustGiving',
    'GOFUNDME=GoFundMe', 'UNICEF=UNICEF', 'WATERAID=WaterAid', 'SHELTER=Shelter', 'RNLI=RNLI', 'BARNARDOS=Barnardo\'s', 'AGE UK=Age UK',
    'MARIE CURIE=Marie Curie', 'DOGS TRUST=Dogs Trust', 'BLUE CROSS=Blue Cross', 'MOONPIG=Moonpig', 'FUNKY PIGEON=Funky Pigeon',
    'INTERFLORA=Interflora', 'SERENATA FLOWERS=Serenata Flowers', 'BLOOM & WILD|BLOOM AND WILD=Bloom & Wild', 'THORNTONS=Thorntons', 'HOTEL CHOCOLAT=Hotel Chocolat',
  ],
  'family-and-kids': [
    'MOTHERCARE=Mothercare', 'JOJO MAMAN BEBE=JoJo Maman Bébé', 'TAX FREE CHILDCARE=Tax-Free Childcare',
    'PARENTPAY=ParentPay', 'SCHOOLMONEY|SCHOOL MONEY=SchoolMoney', 'SCOPAY=Scopay', 'ARBOR=Arbor', 'BRIGHT HORIZONS=Bright Horizons', 'BUSY BEES=Busy Bees',
    'GOHENRY=GoHenry', 'CHILD MAINTENANCE=Child Maintenance Service', 'CLARKS KIDS=Clarks',
  ],
  pets: [
    'PETS AT HOME=Pets at Home', 'JOLLYES=Jollyes', 'ZOOPLUS=zooplus', 'VETS4PETS=Vets4Pets', 'MEDIVET=Medivet', 'PURINA=Purina',
    'TAILS COM=Tails.com', 'BUTTERNUT BOX=Butternut Box', 'LILYS KITCHEN=Lily\'s Kitchen', 'ROVER COM=Rover', 'BORROWMYDOGGY=BorrowMyDoggy', 'PETPLAN VET=Petplan',
  ],
  'rent-and-mortgage': [
    'NATIONWIDE MORTGAGE=Nationwide Mortgage', 'HALIFAX MORTGAGE=Halifax Mortgage', 'SANTANDER MORTGAGE=Santander Mortgage', 'BARCLAYS MORTGAGE=Barclays Mortgage',
    'HSBC MORTGAGE=HSBC Mortgage', 'NATWEST MORTGAGE=NatWest Mortgage', 'COVENTRY BS MORTGAGE=Coventry Mortgage', 'FOXTONS=Foxtons', 'OPENRENT=OpenRent',
    'GOODLORD=Goodlord', 'HOMEPPL=Homeppl', 'PEABODY=Peabody', 'CLARION HOUSING=Clarion',
    'L&Q|L & Q|LONDON & QUADRANT=L&Q', 'SANCTUARY HOUSING=Sanctuary', 'GRAINGER=Grainger',
  ],
  'loan-and-card-repayments': [
    'BARCLAYCARD=Barclaycard', 'AMERICAN EXPRESS|AMEX=American Express', 'MBNA=MBNA', 'CAPITAL ONE=Capital One', 'VANQUIS=Vanquis', 'AQUA=Aqua',
    'TESCO BANK=Tesco Bank', 'SAINSBURYS BANK=Sainsbury\'s Bank', 'M&S BANK=M&S Bank', 'KLARNA=Klarna', 'CLEARPAY=Clearpay', 'PAYPAL CREDIT=PayPal Credit',
    'LAYBUY=Laybuy', 'ZOPA=Zopa', 'NEWDAY=NewDay', 'JAJA=Jaja', 'HSBC CREDIT CARD=HSBC Credit Card', 'LLOYDS CREDIT CARD=Lloyds Credit Card',
    'HALIFAX CREDIT CARD=Halifax Credit Card', 'NATWEST CREDIT CARD=NatWest Credit Card', 'SANTANDER CARDS=Santander Credit Card', 'VIRGIN MONEY CREDIT CARD=Virgin Money Credit Card',
    'STUDENT LOANS COMPANY|SLC|STUDENT LOAN=Student Loans Company', 'BLACK HORSE=Black Horse', 'MOTONOVO=MotoNovo', 'CLOSE BROTHERS=Close Brothers',
    'FUND OUT|FUNDING CIRCLE=Funding Circle', 'LENDABLE=Lendable', 'NOVUNA=Novuna', 'HITACHI CAPITAL=Hitachi Capital',
  ],
  savings: [
    'MONEYBOX=Moneybox', '^CHIP|CHIP FINANCIAL|GETCHIP|CHIP SAVINGS|CHIP AUTOSAVE=Chip', '^PLUM|PLUM FINTECH|WITHPLUM|PLUM SAVINGS=Plum', 'NUTMEG=Nutmeg', 'VANGUARD=Vanguard', 'HARGREAVES LANSDOWN=Hargreaves Lansdown', 'AJ BELL=AJ Bell',
    'TRADING 212|TRADING212=Trading 212', 'FREETRADE=Freetrade', 'NS&I|NS & I|NSANDI|NATIONAL SAVINGS=NS&I', 'PREMIUM BONDS=Premium Bonds', 'WEALTHIFY=Wealthify',
    'INTERACTIVE INVESTOR=interactive investor', 'COINBASE=Coinbase', 'EMMA SAVINGS=Emma', 'RAISIN=Raisin',
  ],
  cash: ['LNK|LINK ATM|CASH MACHINE|ATM|CASHPOINT|CASH WITHDRAWAL|NOTEMACHINE|CARDTRONICS=Cash machine', 'POST OFFICE CASH=Post Office'],
  'fees-and-interest': [
    'OVERDRAFT INTEREST|OVERDRAFT FEE|ARRANGED OVERDRAFT=Overdraft', 'NON STERLING TRANSACTION FEE|NON-STERLING|FOREIGN TRANSACTION FEE|NON GBP TRANS FEE=Foreign fee',
    'MONTHLY FEE|ACCOUNT FEE|MONTHLY ACCOUNT FEE|PACKAGED ACCOUNT FEE=Account fee', 'UNPAID ITEM|UNPAID TRANSACTION FEE|RETURNED ITEM=Unpaid item fee',
    'INTEREST CHARGED|DEBIT INTEREST=Interest charged', 'LATE PAYMENT FEE=Late fee',
  ],
  benefits: [
    'DWP|DWP UC|DWP UNIVERSAL CREDIT|UNIVERSAL CREDIT|DWP PIP|DWP ESA|DWP JSA|DWP SP|DWP STATE PENSION|DEPT FOR WORK|DEPARTMENT FOR WORK=DWP',
    'HMRC CHILD BENEFIT|CHILD BENEFIT|CHB=Child Benefit', 'HMRC TAX CREDITS|TAX CREDITS|HMRC NTC=Tax credits', 'SOCIAL SECURITY SCOTLAND=Social Security Scotland',
    'DWP CARERS=Carer\'s Allowance', 'HOUSING BENEFIT=Housing Benefit', 'STATE PENSION|PENSION SERVICE=State Pension',
  ],
};

/** Generic words: they sort merchants the dictionary does not name, and rename nothing. */
const KEYWORDS: Lines = {
  groceries: ['SUPERMARKET', 'SUPERSTORE', 'GROCERS', 'GROCERY', 'GROCERIES', 'BUTCHERS', 'BUTCHER', 'BAKERY', 'GREENGROCER', 'FOOD STORE', 'FOODSTORE', 'MINI MARKET', 'MINIMARKET', 'OFF LICENCE', 'FOOD HALL', 'FISHMONGER', 'DELI', 'CONVENIENCE STORE', 'NEWSAGENT', 'NEWSAGENTS', 'LOCAL', 'MART', 'FOODS'],
  'eating-out': ['CAFE', 'COFFEE', 'CAFFE', 'ESPRESSO', 'COFFEE SHOP', 'RESTAURANT', 'BRASSERIE', 'BISTRO', 'PIZZA', 'PIZZERIA', 'BURGER', 'BURGERS', 'KEBAB', 'CHIPPY', 'FISH & CHIPS', 'FISH AND CHIPS', 'TAKEAWAY', 'TAKE AWAY', 'NOODLE', 'NOODLES', 'SUSHI', 'TAVERN', 'INN', 'PUB', 'BAR', 'ARMS', 'GRILL', 'KITCHEN', 'DINER', 'TANDOORI', 'CURRY HOUSE', 'INDIAN', 'CHINESE', 'THAI', 'TAPAS', 'CANTEEN', 'EATERY', 'TEA ROOM', 'TEAROOM', 'BAKEHOUSE', 'CHICKEN', 'RED LION', 'WHITE HART', 'ROYAL OAK', 'SPICE', 'MASALA', 'BALTI', 'CURRY', 'WOK'],
  transport: ['TRANSIT', 'TRAVEL', 'RAIL', 'RAILWAY', 'TRAINS', 'BUS', 'BUSES', 'TAXI', 'TAXIS', 'CABS', 'CARS', 'PARKING', 'CAR PARK', 'PETROL', 'FUEL', 'SERVICE STATION', 'FILLING STATION', 'PFS', 'TOLL', 'GARAGE', 'MOT', 'TYRES', 'SEASON TICKET', 'METRO', 'TRAM', 'FERRY', 'MOTORS'],
  shopping: ['CLOTHING', 'FASHION', 'BOOKS', 'BOOKSHOP', 'MARKETPLACE', 'DEPARTMENT STORE', 'HOMEWARE', 'HOMEWARES', 'FURNITURE', 'DIY', 'HARDWARE', 'ELECTRICALS', 'JEWELLERS', 'SHOES', 'SHOP', 'STORES', 'RETAIL', 'OUTLET', 'GARDEN CENTRE', 'KITCHENS'],
  'personal-care': ['BARBER', 'BARBERS', 'HAIRDRESSER', 'HAIRDRESSERS', 'HAIR', 'SALON', 'BEAUTY', 'NAILS', 'SPA', 'COSMETICS', 'TANNING'],
  health: ['PHARMACY', 'CHEMIST', 'CHEMISTS', 'DENTAL', 'DENTIST', 'OPTICIANS', 'OPTICIAN', 'SURGERY', 'CLINIC', 'PHYSIO', 'PHYSIOTHERAPY', 'GYM', 'FITNESS', 'LEISURE CENTRE', 'YOGA', 'PILATES', 'HOSPITAL', 'MEDICAL', 'HEALTHCARE'],
  entertainment: ['CINEMA', 'THEATRE', 'TICKETS', 'CONCERT', 'MUSEUM', 'BOWLING', 'GAMES', 'GAMING', 'GOLF', 'ZOO', 'FESTIVAL', 'CLUB'],
  subscriptions: ['SUBSCRIPTION', 'STREAMING', 'MUSIC', 'MEMBERSHIP', 'ANNUAL PLAN', 'PREMIUM', 'MAGAZINE'],
  'broadband-and-phone': ['BROADBAND', 'MOBILE', 'TELECOM', 'TELECOMS', 'FIBRE', 'INTERNET', 'PHONE'],
  energy: ['ENERGY', 'POWER', 'ELECTRIC', 'ELECTRICITY', 'GAS'],
  water: ['WATER', 'WATER SERVICES'],
  insurance: ['INSURANCE', 'ASSURANCE', 'INSURE', 'LIFE COVER'],
  holidays: ['HOTEL', 'HOTELS', 'HOLIDAY', 'HOLIDAYS', 'AIRLINE', 'AIRWAYS', 'AIRPORT', 'HOSTEL', 'CAMPSITE', 'RESORT', 'DUTY FREE', 'CRUISE'],
  'gifts-and-charity': ['DONATION', 'FLORIST', 'FLOWERS', 'GIFT', 'GIFTS', 'HOSPICE', 'FOUNDATION', 'CHARITY', 'CHARITY SHOP'],
  'family-and-kids': ['NURSERY', 'SCHOOL', 'SCHOOLS', 'PRESCHOOL', 'CHILDMINDER', 'KIDS', 'CHILDRENS', 'TOYS', 'BABY', 'SCOUTS', 'BROWNIES', 'CHILDCARE'],
  pets: ['PET', 'PETS', 'VETERINARY', 'VET', 'VETS', 'GROOMING', 'KENNELS', 'CATTERY'],
  'rent-and-mortgage': ['LETTINGS', 'LETTING', 'ESTATES', 'LANDLORD', 'PROPERTY', 'PROPERTIES', 'MORTGAGE', 'RENT', 'HOUSING', 'HOUSING ASSOCIATION'],
  'loan-and-card-repayments': ['LOAN', 'LOANS', 'FINANCE', 'CREDIT CARD', 'CARD SERVICES', 'REPAYMENT'],
  savings: ['SAVINGS', 'ISA', 'INVESTMENT', 'INVESTMENTS', 'PENSION'],
  cash: ['CASH', 'ATM'],
  'council-tax': ['COUNCIL TAX', 'COUNCIL', 'BOROUGH COUNCIL', 'CITY COUNCIL', 'DISTRICT COUNCIL', 'COUNTY COUNCIL', 'LB OF', 'ROYAL BOROUGH', 'CTAX', 'C TAX'],
  'fees-and-interest': ['FEE', 'FEES', 'CHARGE', 'CHARGES', 'OVERDRAFT', 'COMMISSION', 'INTEREST'],
  salary: ['SALARY', 'SALARIES', 'WAGES', 'WAGE', 'PAYROLL', 'NET PAY'],
  refunds: ['REFUND', 'REFUNDS', 'RETURN', 'CASHBACK', 'REBATE'],
  'other-income': ['DIVIDEND', 'DIVIDENDS'],
};

export type MerchantEntry = { words: readonly string[]; name: string | null; category: DefaultCategoryId; keyword: boolean; whole: boolean };

function entries(lines: Lines, keyword: boolean): MerchantEntry[] {
  const out: MerchantEntry[] = [];
  for (const [category, list] of Object.entries(lines) as [DefaultCategoryId, readonly string[]][]) {
    for (const line of list) {
      const [patterns, name] = keyword ? [line, null] : (line.split('=') as [string, string]);
      for (const pattern of patterns.split('|')) {
        const whole = pattern.startsWith('^');
        out.push({ words: pattern.replace(/^\^/, '').split(' '), name, category, keyword, whole });
      }
    }
  }
  return out;
}

export const MERCHANTS: readonly MerchantEntry[] = [...entries(BRANDS, false), ...entries(KEYWORDS, true)];

// Entries indexed by their first word, so a key is looked up word by word, never by scanning the list.
const BY_FIRST_WORD = new Map<string, MerchantEntry[]>();
const WHOLE_KEYS = new Map(MERCHANTS.filter((e) => e.whole).map((e) => [e.words.join(' '), e]));
for (const entry of MERCHANTS) {
  if (entry.whole) continue;
  const list = BY_FIRST_WORD.get(entry.words[0]!) ?? [];
  list.push(entry);
  BY_FIRST_WORD.set(entry.words[0]!, list);
}

/**
 * The dictionary's entry for a merchant key ('TESCO STORES'): the brand with the most
 * words matched (the earliest in the key on a tie), else a keyword the same way, else null.
 */
export function lookupMerchant(key: string): MerchantEntry | null {
  const whole = WHOLE_KEYS.get(key);
  if (whole) return whole;
  const words = key.split(' ');
  let brand: MerchantEntry | null = null;
  let keyword: MerchantEntry | null = null;
  for (let i = 0; i < words.length; i++) {
    const candidates = BY_FIRST_WORD.get(words[i]!);
    if (!candidates) continue;
    for (const entry of candidates) {
      if (!matchesAt(words, i, entry.words)) continue;
      if (entry.keyword) {
        if (!keyword || entry.words.length > keyword.words.length) keyword = entry;
      } else if (!brand || entry.words.length > brand.words.length) brand = entry;
    }
  }
  return brand ?? keyword;
}

function matchesAt(words: readonly string[], start: number, pattern: readonly string[]): boolean {
  if (start + pattern.length > words.length) return false;
  for (let j = 1; j < pattern.length; j++) if (words[start + j] !== pattern[j]) return false;
  return true;
}
