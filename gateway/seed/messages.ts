// The demo members' platform messages, newest first, in each language the demo merchants use: what
// an operator would send, so the demo does not read as "Message 1, 2, 3". {{brand}} is the merchant's name.

type Language = 'EN' | 'TY' | 'VI';
type Message = Readonly<Record<Language, { title: string; body: string }>>;

const MESSAGES: readonly Message[] = [
  {
    EN: {
      title: 'Your weekly rebate has been credited',
      body: 'Thanks for playing with {{brand}}. Last week’s rebate on your valid bets is now in your wallet and ready to play; see Rebate in the member centre for the details.',
    },
    TY: {
      title: 'Naipasok na ang lingguhang rebate mo',
      body: 'Salamat sa paglalaro sa {{brand}}. Nasa wallet mo na ang rebate sa mga valid bet mo noong nakaraang linggo; tingnan ang Rebate sa member center para sa detalye.',
    },
    VI: {
      title: 'Tiền hoàn trả hằng tuần đã được cộng',
      body: 'Cảm ơn bạn đã chơi cùng {{brand}}. Tiền hoàn trả cho cược hợp lệ tuần trước đã vào ví của bạn; xem mục Hoàn trả trong trung tâm thành viên để biết chi tiết.',
    },
  },
  {
    EN: {
      title: 'Secure your account with a payment password',
      body: 'Set a six-digit payment password in the Security centre: withdrawals and transfers will ask for it, so nobody else can move your money even with your login.',
    },
    TY: {
      title: 'Protektahan ang account mo gamit ang payment password',
      body: 'Mag-set ng anim na digit na payment password sa Security center: hihingin ito sa bawat withdrawal at transfer, kaya walang ibang makakagalaw ng pera mo.',
    },
    VI: {
      title: 'Bảo vệ tài khoản bằng mật khẩu thanh toán',
      body: 'Hãy đặt mật khẩu thanh toán sáu chữ số trong Trung tâm bảo mật: mỗi lần rút tiền hoặc chuyển tiền sẽ cần đến nó, để không ai khác có thể chuyển tiền của bạn.',
    },
  },
  {
    EN: {
      title: 'Welcome to {{brand}}',
      body: 'Your account is ready. Claim your welcome bonus in the Reward centre, and reach our support team any time from the Customer service button.',
    },
    TY: {
      title: 'Maligayang pagdating sa {{brand}}',
      body: 'Handa na ang account mo. Kunin ang welcome bonus mo sa Reward center, at abutin ang aming support team anumang oras sa Customer service.',
    },
    VI: {
      title: 'Chào mừng bạn đến với {{brand}}',
      body: 'Tài khoản của bạn đã sẵn sàng. Nhận thưởng chào mừng trong Trung tâm phần thưởng và liên hệ đội hỗ trợ bất cứ lúc nào qua nút Chăm sóc khách hàng.',
    },
  },
];

/** The demo messages in the merchant's default language (English where the demo has none), newest first. */
export function demoMessages(language: string, brand: string): Array<{ title: string; body: string }> {
  const lang: Language = language === 'TY' || language === 'VI' ? language : 'EN';
  return MESSAGES.map((message) => ({
    title: message[lang].title.replaceAll('{{brand}}', brand),
    body: message[lang].body.replaceAll('{{brand}}', brand),
  }));
}
