import type { SecurityMessageKey } from '../../errors';

export const zh: Record<SecurityMessageKey, string> = {
  second_factor_required: '请输入身份验证器应用中的验证码、恢复码，或使用通行密钥',
  totp_code_invalid: '验证码错误或已过期',
  totp_code_used: '该验证码已使用，请等待下一个验证码',
  factor_locked: '错误次数过多，请{{minutes}}分钟后再试',
  recovery_code_invalid: '该恢复码错误或已被使用',
  totp_already_enabled: '身份验证器已开启',
  totp_not_enabled: '身份验证器未开启',
  totp_setup_missing: '请重新开始设置身份验证器',
  step_up_required: '请先完成二次验证',
  step_up_invalid: '验证已过期或已被使用，请重新验证',
  passkey_invalid: '无法验证通行密钥',
  passkey_challenge_expired: '通行密钥请求已过期，请重试',
  passkey_not_found: '未找到通行密钥',
  passkey_limit: '最多可注册{{max}}个通行密钥',
  passkey_name_invalid: '请为通行密钥命名（1至32个字符）',
  anti_phishing_invalid: '短语须为4至20个字母、数字、空格、- 或 _',
  address_cooling_off: '该地址自{{until}}起可接收提现（保存后24小时）',
  withdraw_not_allow_listed: '开启白名单后，只能提现到已保存的地址和银行卡',
  withdrawals_paused: '因安全设置变更，提现暂停至{{until}}',
  withdrawals_paused_not_me: '因您报告的异常登录，提现已暂停。请修改登录密码以恢复提现',
};
