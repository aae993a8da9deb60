import type { NotificationCatalogue } from './keys';

/** A futures position's side, as its close notices say it. */
const futuresSide = { side: { long: 'uzun (long)', short: 'kısa (short)' } };

export const tr: NotificationCatalogue = {
  deposit_credited: {
    title: 'Para yatırma hesaba geçti',
    body: '{{amount}} {{currency}} tutarındaki yatırımınız spot hesabınıza aktarıldı.',
  },
  withdrawal_paid: {
    title: 'Para çekme ödendi',
    body: '{{amount}} {{currency}} tutarındaki çekim talebiniz ödendi (ücret {{fee}} {{currency}}).',
  },
  withdrawal_rejected: {
    title: 'Para çekme reddedildi',
    body: '{{amount}} {{currency}} tutarındaki çekim talebiniz reddedildi: {{reason}}. Tutar spot hesabınıza geri döndü.',
  },
  kyc_approved: {
    title: 'Kimlik doğrulandı',
    body: 'Kimlik doğrulamanız (Lv{{level}}) onaylandı.',
  },
  kyc_rejected: {
    title: 'Kimlik doğrulama reddedildi',
    body: 'Kimlik doğrulamanız (Lv{{level}}) reddedildi: {{reason}}. Yeniden gönderebilirsiniz.',
  },
  option_won: {
    title: 'Opsiyon kazandı',
    body: '{{stake}} {{currency}} tutarındaki {{seconds}} saniyelik {{symbol}} opsiyonunuz kazandı: +{{profit}} {{currency}}.',
  },
  option_lost: {
    title: 'Opsiyon kaybetti',
    body: '{{stake}} {{currency}} tutarındaki {{seconds}} saniyelik {{symbol}} opsiyonunuz kaybetti: −{{stake}} {{currency}}.',
  },
  option_draw: {
    title: 'Opsiyon sonuçlandı: berabere',
    body: '{{seconds}} saniyelik {{symbol}} opsiyonunuz giriş fiyatında kapandı: {{stake}} {{currency}} tutarındaki yatırımınız iade edildi.',
  },
  option_void: {
    title: 'Opsiyon iade edildi',
    body: '{{seconds}} saniyelik {{symbol}} opsiyonunuzun uzlaşma saniyesi için fiyat kaydedilmedi: {{stake}} {{currency}} tutarındaki yatırımınız iade edildi.',
  },
  copy_skipped: {
    title: 'Kopya açılmadı',
    body: '{{trader}} adlı traderın {{symbol}} işlemi kopyalanmadı. Nedeni Kopyalarım bölümünde.',
  },
  copy_stopped: {
    title: 'Kopya zarar durdur tetiklendi',
    body: '{{trader}} takibiniz {{loss}} USDT (bütçenin %{{percent}}’i) kaybetti: kopyalama durdu ve pozisyonları kapatıldı.',
  },
  copy_follow_ended: {
    title: 'Takip sona erdi',
    body: '{{trader}} artık trader değil, takibiniz sona erdi. Açık kopyalarınız açık kalır ve yönetimi sizdedir.',
  },
  copy_share_received: {
    title: 'Kâr payı alındı',
    body: 'Bir takipçinin {{symbol}} kopyası kârla kapandı: {{amount}} USDT aldınız.',
  },
  trader_approved: {
    title: 'Artık tradersınız',
    body: 'Trader başvurunuz onaylandı: artık başkaları sizi takip edebilir.',
  },
  trader_rejected: {
    title: 'Trader başvurusu reddedildi',
    body: 'Trader başvurunuz reddedildi: {{reason}}. Yeniden başvurabilirsiniz.',
  },
  trader_revoked: {
    title: 'Trader statüsü kaldırıldı',
    body: 'Trader statünüz kaldırıldı: {{reason}}. Takipçilerinizin takipleri sona erdi.',
  },
  ieo_allocated: {
    title: 'IEO tahsisi: {{project}}',
    body: '{{cost}} {{pay_currency}} karşılığında {{allocated}} {{currency}} tahsis edildi; {{refund}} {{pay_currency}} spot hesabınıza iade edildi. Tokenlar piyasaya çıkış zamanında gelir.',
  },
  ieo_delivered: {
    title: '{{currency}} geldi',
    body: '{{project}} projesinden {{amount}} {{currency}} spot hesabınıza yatırıldı.',
  },
  lockming_matured: {
    title: 'Kilit vadesi doldu',
    body: '{{amount}} {{currency}} kilidiniz sona erdi: anapara spot hesabınıza döndü, toplam {{interest}} {{currency}} kazandınız.',
  },
  dual_settled: {
    title: 'Yatırım emri kapandı',
    body: '{{name}} {{price}} fiyatından kapandı: spot hesabınıza {{amount}} {{currency}} ödendi.',
  },
  dual_failed: {
    title: 'Yatırım emri iade edildi',
    body: '{{name}} kapatılamadı: kapanış saatinden önce piyasa çok az fiyat kaydetti. {{amount}} {{currency}} yatırımınız tamamen iade edildi.',
  },
  nft_outbid: {
    title: 'Teklifiniz geçildi',
    body: '{{name}} için verdiğiniz teklif geçildi: güncel teklif {{price}} {{currency}}. Teklifiniz için dondurulan tutar çözüldü.',
  },
  nft_auction_won: {
    title: 'Açık artırmayı kazandınız',
    body: '{{name}} için {{price}} {{currency}} teklifinizle açık artırmayı kazandınız. Lütfen {{deadline}} tarihinden önce ödeme yapın; aksi halde teminatınızı kaybedersiniz.',
  },
  nft_order_expired: {
    title: 'Açık artırma ödeme süresi doldu',
    body: '{{name}} için ödeme zamanında yapılmadı: {{margin}} {{currency}} tutarındaki teminatınızı kaybettiniz.',
  },
  nft_sold: {
    title: "NFT'niz satıldı",
    body: '{{name}} satıldı: {{amount}} {{currency}} spot hesabınıza yatırıldı.',
  },
  nft_royalty: {
    title: 'Telif payı alındı',
    body: '{{name}} yeniden satıldı: {{amount}} {{currency}} telif payınız spot hesabınıza yatırıldı.',
  },
  nft_margin_refunded: {
    title: 'Açık artırma teminatı iade edildi',
    body: '{{name}} açık artırması sona erdi: {{margin}} {{currency}} tutarındaki teminatınız iade edildi.',
  },
  support_reply: {
    title: 'Destek yanıt verdi',
    body: 'Müşteri desteği yanıt verdi: “{{preview}}”. Okumak için sohbeti açın.',
  },
  // loans
  // futures
  futures_margin_warning: {
    title: 'Vadeli pozisyonunuzda marj uyarısı',
    body: '{{symbol}} pozisyonunuzun marj oranı {{price}} fiyatında %{{ratio}} oldu. Marj ekleyin ya da pozisyonu küçültün: {{liquidation_price}} fiyatında tasfiye edilir.',
  },
  futures_closed_tp: {
    title: 'Kâr al gerçekleşti: {{symbol}}',
    body: '{{symbol}} {{side}} pozisyonunuz kâr al seviyesine ulaştı ve {{price}} fiyatından kapandı. Ücretler sonrası sonuç: {{sign}}{{result}} {{currency}}.',
    words: futuresSide,
  },
  futures_closed_sl: {
    title: 'Zarar kes gerçekleşti: {{symbol}}',
    body: '{{symbol}} {{side}} pozisyonunuz zarar kes seviyesine ulaştı ve {{price}} fiyatından kapandı. Ücretler sonrası sonuç: {{sign}}{{result}} {{currency}}.',
    words: futuresSide,
  },
  futures_closed_limit: {
    title: 'Limitli kapanış gerçekleşti: {{symbol}}',
    body: '{{symbol}} {{side}} pozisyonunuzun limitli kapanışı {{price}} fiyatından gerçekleşti. Ücretler sonrası sonuç: {{sign}}{{result}} {{currency}}.',
    words: futuresSide,
  },
  futures_liquidated: {
    title: 'Pozisyon tasfiye edildi: {{symbol}}',
    body: 'Marjı zararı karşılayamadığı için {{symbol}} {{side}} pozisyonunuz {{price}} fiyatından tasfiye edildi. Ücretler sonrası sonuç: {{sign}}{{result}} {{currency}}.',
    words: futuresSide,
  },
  loan_margin_call: {
    title: 'Kredinizde teminat çağrısı',
    body: '{{currency}} teminatlı kredinizin LTV oranı {{price}} fiyatında %{{ltv}} oldu. Teminat ekleyin veya geri ödeyin: {{liquidation_price}} fiyatında tasfiye edilir.',
  },
  loan_liquidated: {
    title: 'Krediniz tasfiye edildi',
    body: '{{collateral}} {{currency}} teminat {{price}} fiyatından satıldı: {{debt}} {{borrow_currency}} borç kapatıldı ve {{returned}} {{borrow_currency}} spot hesabınıza iade edildi.',
  },
  loan_matured: {
    title: 'Kredinizin vadesi doldu',
    body: 'Vade sona erdi: {{collateral}} {{currency}} teminat {{price}} fiyatından satıldı, {{debt}} {{borrow_currency}} borç kapatıldı ve {{returned}} {{borrow_currency}} spot hesabınıza iade edildi.',
  },
  loan_repaid: {
    title: 'Kredi geri ödendi',
    body: '{{amount}} {{borrow_currency}} ödediniz ve kredi kapandı: {{collateral}} {{currency}} teminat spot hesabınıza serbest bırakıldı.',
  },
  otc_buy_completed: {
    title: 'OTC alımı tamamlandı',
    body: 'Emir {{order_no}}: {{total}} {{fiat}} karşılığında alınan {{amount}} {{currency}} spot hesabınıza yatırıldı.',
  },
  otc_sell_completed: {
    title: 'OTC satışı tamamlandı',
    body: 'Emir {{order_no}}: {{amount}} {{currency}} satıldı; {{total}} {{fiat}} banka kartınıza ödendi.',
  },
  otc_rejected: {
    title: 'OTC emri reddedildi',
    body: '{{order_no}} numaralı emir reddedildi: {{reason}}. Satış için dondurulan coinler spot hesabınıza geri döndü.',
  },
  otc_expired: {
    title: 'OTC emrinin süresi doldu',
    body: '{{order_no}} numaralı emir, ödeme süresi içinde ödeme onaylanmadığı için iptal edildi.',
  },
  coupon_granted_futures: {
    title: 'Kupon alındı',
    body: '{{value}} {{currency}} değerinde bir vadeli işlem kuponu aldınız ({{campaign}}); {{expires_at}} UTC tarihine kadar geçerli. Teminatınızın veya yatırdığınız tutarın bir kısmını ödemek için bir emirde kullanın.',
  },
  coupon_granted_options: {
    title: 'Kupon alındı',
    body: '{{value}} {{currency}} değerinde bir opsiyon kuponu aldınız ({{campaign}}); {{expires_at}} UTC tarihine kadar geçerli. Teminatınızın veya yatırdığınız tutarın bir kısmını ödemek için bir emirde kullanın.',
  },
  security_new_device: {
    title: 'Yeni oturum açma',
    body: 'Hesabınıza {{time}} tarihinde {{device}} ({{ip}}) üzerinden giriş yapıldı. Siz değil misiniz? Bu bildirimi açıp "Ben değilim"e dokunarak o oturumu kapatın ve çekimleri durdurun.',
  },
  security_totp_enabled: {
    title: 'Doğrulama uygulaması açıldı',
    body: 'Hesabınız artık girişte ve çekimlerden önce doğrulama uygulamanızdan bir kod istiyor. Kurtarma kodlarınızı güvenli bir yerde saklayın.',
  },
  security_totp_disabled: {
    title: 'Doğrulama uygulaması kapatıldı',
    body: 'Doğrulama uygulaması kapatıldı. Çekimler 24 saat durduruldu.',
  },
  security_passkey_added: {
    title: 'Geçiş anahtarı eklendi',
    body: '"{{name}}" geçiş anahtarı hesabınıza eklendi.',
  },
  security_passkey_removed: {
    title: 'Geçiş anahtarı kaldırıldı',
    body: '"{{name}}" geçiş anahtarı hesabınızdan kaldırıldı. Çekimler 24 saat durduruldu.',
  },
  security_recovery_codes_renewed: {
    title: 'Yeni kurtarma kodları',
    body: 'Yeni kurtarma kodları oluşturuldu; eskileri artık çalışmıyor.',
  },
  security_allow_list_on: {
    title: 'Çekim izin listesi açıldı',
    body: 'Çekimler artık yalnızca kayıtlı adreslere ve kartlara, her biri kaydedildikten 24 saat sonra gider.',
  },
  security_allow_list_off: {
    title: 'Çekim izin listesi kapatıldı',
    body: 'Çekimler yeniden kaydettiğiniz herhangi bir adrese veya karta gidebilir.',
  },
  security_destination_added: {
    title: 'Çekim hedefi kaydedildi',
    body: '"{{name}}" kaydedildi. {{until}} itibarıyla çekim alabilir.',
  },
  security_withdrawals_paused: {
    title: 'Çekimler durduruldu',
    body: 'Bir güvenlik değişikliğinden sonra çekimler {{until}} tarihine kadar durduruldu.',
  },
  security_anti_phishing_set: {
    title: 'Kimlik avı önleme kodu ayarlandı',
    body: "Meridian'dan gelen her e-postada artık kimlik avı önleme kodunuz görünür. Bu kodu içermeyen bir e-posta bizden değildir.",
  },
  security_password_changed: {
    title: 'Şifre değiştirildi',
    body: 'Giriş şifreniz değiştirildi. Çekimler 24 saat durduruldu. Siz değil misiniz? Hemen destekle iletişime geçin.',
  },
  alert_price_above: {
    title: 'Fiyat alarmı: {{symbol}}',
    body: '{{symbol}} {{price}} seviyesine ulaştı; bu, {{target}} alarm fiyatınızın üzerinde veya ona eşit.',
  },
  alert_price_below: {
    title: 'Fiyat alarmı: {{symbol}}',
    body: '{{symbol}} {{price}} seviyesine düştü; bu, {{target}} alarm fiyatınızın altında veya ona eşit.',
  },
  alert_price_move: {
    title: 'Fiyat hareketi: {{symbol}}',
    body: '{{symbol}} {{hours}} saat içinde %{{sign}}{{percent}} hareket etti ve şu anda {{price}}.',
  },
  spot_stop_triggered: {
    title: 'Stop emri tetiklendi: {{symbol}}',
    body: '{{symbol}} {{trigger}} seviyesine ulaştı: {{price}} fiyatından {{amount}} {{currency}} emriniz artık emir defterinde.',
  },
  spot_oco_cancelled: {
    title: 'OCO emri: {{symbol}}',
    body: '{{symbol}} kâr alma emriniz gerçekleşti, bu yüzden çiftin stop emri iptal edildi.',
  },
  spot_order_filled: {
    title: 'Emir gerçekleşti: {{symbol}}',
    body: '{{price}} fiyatından {{amount}} {{currency}} tutarındaki {{symbol}} emriniz gerçekleşti.',
  },
};
